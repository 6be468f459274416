/** The waitlist toasts of the spec's error catalogue (section 8). */
export const WAITLIST_TOASTS = {
  success: {
    title: "Waitlist Joined!",
    description: "You're now on the waitlist for the product. We'll be in touch!",
  },
  failure: {
    title: "Error",
    description: "There was a problem submitting your information. Please try again.",
  },
} as const;

/** What the form says after a join, beside the toast: the confirmation email is the next step. */
export const WAITLIST_NEXT_STEP = "Check your inbox to confirm your place.";
