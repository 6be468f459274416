import type { Submission } from "@conform-to/react";
import { data } from "react-router";

import { type FormAnswer, tooManyAttempts } from "~/lib/conform-forms";

/**
 * How a request to join the waitlist ended: over the client's limit, refused by the schema (the
 * problems are Conform's, in the submission), or what ./join.server.ts did with it. The page's form
 * words it here; POST /api/waitlist words it in JSON.
 */
export type JoinWaitlistOutcome =
  | { kind: "joined" }
  | { kind: "invalid" }
  | { kind: "limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

/** The waitlist toasts (docs/product.md, Toasts). */
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
 * The form's answer to an outcome, with POST /api/waitlist's statuses (but 200 for a join): a join
 * empties the form; anything else keeps what was sent (over the limit, as sent: it was not parsed).
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

/** The failure toast (docs/product.md, Waitlist), also for a post that never reached the action (offline). */
export function unreachable(): WaitlistAnswer["message"] {
  return { ...WAITLIST_TOASTS.failure };
}
