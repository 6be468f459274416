import type { ToastInput } from "~/features/auth/messages";
import { tooManyAttemptsToast } from "~/features/rate-limit/messages";

import { EMPTY_WAITLIST_VALUES, type WaitlistValues } from "./form-state";
import { WAITLIST_TOASTS } from "./messages";
import type { WaitlistFieldErrors } from "./schema";

/** How a request to join the waitlist ended (app/server/join-waitlist.server.ts); the page's form and POST /api/waitlist word it their way. */
export type JoinWaitlistOutcome =
  | { kind: "joined" }
  | { kind: "invalid"; fields: WaitlistFieldErrors }
  | { kind: "limited"; retryAfterSeconds: number }
  | { kind: "unavailable" };

/** What the landing page's action answers the waitlist form, with or without JavaScript. */
export type WaitlistAnswer = {
  ok: boolean;
  /** The spec's toast (a message on the page without JavaScript); none for field errors. */
  message?: ToastInput;
  /** Each invalid field's message, shown under it. */
  fields: WaitlistFieldErrors;
  /** What was sent, put back in the form when it failed; empty after a success. */
  values: WaitlistValues;
};

export type WaitlistFormResponse = {
  answer: WaitlistAnswer;
  status: number;
  headers?: Record<string, string>;
};

/** The form's answer to an outcome of joinWaitlistRequest, with the same statuses as POST /api/waitlist. */
export function waitlistFormResponse(
  outcome: JoinWaitlistOutcome,
  values: WaitlistValues,
): WaitlistFormResponse {
  switch (outcome.kind) {
    case "joined":
      return {
        status: 200,
        answer: {
          ok: true,
          message: { ...WAITLIST_TOASTS.success },
          fields: {},
          values: EMPTY_WAITLIST_VALUES,
        },
      };
    case "invalid":
      return { status: 400, answer: { ok: false, fields: outcome.fields, values } };
    case "limited":
      return {
        status: 429,
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        answer: { ok: false, message: tooManyAttemptsToast(outcome.retryAfterSeconds), fields: {}, values },
      };
    case "unavailable":
      return {
        status: 503,
        answer: {
          ok: false,
          message: { ...WAITLIST_TOASTS.failure, variant: "destructive" },
          fields: {},
          values,
        },
      };
  }
}

/**
 * The answer when the page's action could not be reached or broke (offline, a proxy's 502): the
 * spec's failure message, instead of the page falling into its error boundary.
 */
export function unreachableWaitlistAnswer(): WaitlistAnswer {
  return waitlistFormResponse({ kind: "unavailable" }, EMPTY_WAITLIST_VALUES).answer;
}
