/** The lab's own looks; cards are the site's (~/components/ui/styles), buttons ~/components/ui/button. */
import { focusRing } from "~/components/ui/styles";

export { cardClassName } from "~/components/ui/styles";

/** A toggle or choice button: teal when pressed. */
export function choiceClassName(pressed: boolean): string {
  return (
    `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 px-4 py-2 text-sm font-semibold ${focusRing} ` +
    "transition-colors disabled:cursor-not-allowed " +
    (pressed
      ? "border-teal-700 bg-teal-50 text-teal-900"
      : "border-slate-200 bg-white text-slate-700 hover:border-slate-400")
  );
}

export const panelHeadingClassName = "text-2xl font-bold tracking-tight text-slate-900";
export const panelIntroClassName = "mt-2 max-w-2xl text-slate-600";
