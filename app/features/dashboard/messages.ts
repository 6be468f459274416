/** The dashboard's toasts (the spec names none; these follow the catalogue's tone). */
export const DASHBOARD_TOASTS = {
  preferencesSaved: { title: "Preferences saved", description: "Your sport preferences have been saved." },
  preferencesFailed: {
    title: "Error",
    description: "Your preferences could not be saved. Please try again.",
  },
  profileUpdated: { title: "Profile updated", description: "Your display name has been saved." },
  profileFailed: { title: "Error", description: "Your display name could not be saved. Please try again." },
} as const;

/** For a feature that is not there yet: feedback instead of a dead button. */
export function comingSoonToast(feature: string) {
  return { title: "Coming soon", description: `${feature} is coming soon.` };
}
