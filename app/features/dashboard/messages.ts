import type { FormAnswer } from "~/lib/conform-forms";
import type { ToastInput } from "~/vocabulary";

/** The dashboard's toasts (docs/product.md, Dashboard), in the tone of docs/product.md, Toasts. */
export const DASHBOARD_TOASTS = {
  preferencesSaved: { title: "Preferences saved", description: "Your sport preferences have been saved." },
  preferencesFailed: {
    title: "Error",
    description: "Your preferences could not be saved. Please try again.",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastInput>;

/** For a feature that is not there yet: feedback instead of a dead button. */
export function comingSoonToast(feature: string): ToastInput {
  return { title: "Coming soon", description: `${feature} is coming soon.` };
}

/** What a form on /dashboard asks its action to do (the `intent` field). */
export const DASHBOARD_INTENTS = ["preferences", "fitting", "community", "resend-verification"] as const;
export type DashboardIntent = (typeof DASHBOARD_INTENTS)[number];

export function parseDashboardIntent(value: unknown): DashboardIntent | undefined {
  return DASHBOARD_INTENTS.find((intent) => intent === value);
}

/** The features the dashboard's cards announce, by their form's intent. */
export const COMING_SOON = { fitting: "Fitting scheduling", community: "The community" } as const;

/** /dashboard's action: its answer (app/lib/conform-forms.ts) to the form that asked. */
export type DashboardAnswer = FormAnswer & { intent: DashboardIntent };
