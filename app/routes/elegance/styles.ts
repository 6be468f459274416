/** The Elegance page's own looks: rose accents (white on rose-700 is 6:1); cards are the site's. */
export { cardClassName } from "~/components/ui/styles";

export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700";

export const primaryButtonClassName =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-rose-700 px-5 py-2.5 text-sm font-semibold " +
  `text-white shadow-sm hover:bg-rose-800 ${focusRing} disabled:cursor-not-allowed disabled:opacity-70`;

export const secondaryButtonClassName =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 " +
  `text-sm font-semibold text-slate-900 shadow-sm hover:border-rose-700 hover:text-rose-800 ${focusRing} ` +
  "disabled:cursor-not-allowed disabled:opacity-70";
