/**
 * Every page and the states the server renders on its own (tabs, finished demos, notices), signed
 * out and signed in: the page suite checks their HTML (tests/pages/html.test.ts) and the
 * accessibility tour scans each as a visitor without JavaScript gets it (tests/e2e/a11y.spec.ts).
 */
export const SIGNED_OUT_STATES = [
  "/",
  "/?notice=signed-out",
  "/auth",
  "/auth?tab=signup",
  "/auth?redirectTo=%2Fdashboard",
  "/lab",
  "/lab?tab=smart-fit",
  "/lab?tab=motion",
  "/lab?tab=eco",
  "/lab?tab=assistant",
  "/elegance",
  "/elegance?tab=balance",
  "/elegance?tab=posture",
  "/elegance?tab=gallery",
  "/elegance?tab=gallery&shoe=3",
  "/elegance?height=170&arch=low&heel=stiletto&hours=8",
  "/lab?tab=smart-fit&scan=complete",
  "/lab?tab=motion&motion=active",
  "/technology",
  "/technology?tab=modular-system",
  "/privacy",
  "/no-such-page",
  "/auth/forgot-password",
  "/auth/reset-password?token=no-such-token",
  "/account/verify-email?token=any-token",
  "/account/verify-email",
  "/embed/waitlist",
] as const;

export const SIGNED_IN_STATES = [
  "/",
  "/dashboard",
  "/dashboard?tab=preferences",
  "/dashboard/settings",
  "/adaptiq-demo",
  "/adaptiq-demo?sport=tennis&simulation=run",
  "/elegance?tab=gallery",
  "/lab",
] as const;

/** A form the server answers without JavaScript: the waitlist posted with errors. */
export const POSTED_STATE = {
  name: "POST / (the waitlist's field errors)",
  path: "/?index",
  form: { fullName: "A", email: "not-an-email", primaryActivity: "" },
} as const;
