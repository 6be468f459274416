import type { Submission } from "@conform-to/react";
import { data } from "react-router";

import { type FormAnswer, tooManyAttempts } from "~/lib/forms";

import type { WaitlistFieldErrors } from "./schema";

/** How a request to join the waitlist ended (./join.server.ts); the page's form and POST /api/waitlist word it their way. */
export type JoinWaitlistOutcome =
  | { kind: "joined" }
  | { kind: "invalid"; fields: WaitlistFieldErrors }
  | { kind: "limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

/** The waitlist toasts of the spec's error catalogue (section 8). */
export const WAITLIST_TOASTS = {
  success: {
    title: "Waitlist Joined!",
    description: "You're now on the waitlist for the product. We'll be in touch!",
  },
  failure: {
    title: "Error",
    description: "There was a problem submitting your information. Please try again.",
    variant: "destructive",
  },
} as const;

/** What the form says after a join, beside the toast: the confirmation email is the next step. */
export const WAITLIST_NEXT_STEP = "Check your inbox to confirm your place.";

/** The landing page's answer to the waitlist form; `joined` once the visitor is on the list. */
export type WaitlistAnswer = FormAnswer & { joined?: true };

/**
 * The form's answer to an outcome of joinWaitlistRequest, with POST /api/waitlist's statuses (but
 * 200 for a join): a join empties the form; anything else keeps what was sent.
 */
export function waitlistAnswer(
  outcome: JoinWaitlistOutcome,
  submission: Submission<unknown, string[], unknown>,
) {
  switch (outcome.kind) {
    case "joined":
      return data<WaitlistAnswer>({
        result: submission.reply({ resetForm: true }),
        message: { ...WAITLIST_TOASTS.success },
        joined: true,
      });
    case "invalid":
      return data<WaitlistAnswer>({ result: submission.reply() }, { status: 400 });
    case "limited":
      return tooManyAttempts<WaitlistAnswer>({ result: submission.reply() }, outcome.retryAfterSeconds);
    case "unavailable":
      return data<WaitlistAnswer>({ result: submission.reply(), message: unreachable() }, { status: 503 });
  }
}

/** The spec's failure toast, also for a post that never reached the action (offline, a proxy's 502). */
export function unreachable(): WaitlistAnswer["message"] {
  return { ...WAITLIST_TOASTS.failure };
}
