import { HONEYPOT_FIELD } from "~/features/honeypot/honeypot";

import { type WaitlistFieldErrors, type WaitlistInput, validateWaitlist } from "./schema";

export type WaitlistValues = { fullName: string; email: string; primaryActivity: string };

export const EMPTY_WAITLIST_VALUES: WaitlistValues = { fullName: "", email: "", primaryActivity: "" };

/** The visible fields of a posted or live waitlist form (the browser's FormData, or the server's). */
export function waitlistValuesFrom(data: FormData): WaitlistValues {
  const text = (name: keyof WaitlistValues) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return { fullName: text("fullName"), email: text("email"), primaryActivity: text("primaryActivity") };
}

/** The hidden field that carries a referral code from `/?ref=CODE` (app/features/waitlist/referral-code.ts). */
export const REFERRAL_FIELD = "ref";

/** The whole body the schema checks: the visible fields, the honeypot and the referral code, if any. */
export function waitlistInputFrom(data: FormData): WaitlistInput {
  const honeypot = data.get(HONEYPOT_FIELD);
  const ref = data.get(REFERRAL_FIELD);
  return {
    ...waitlistValuesFrom(data),
    [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "",
    ...(typeof ref === "string" ? { [REFERRAL_FIELD]: ref } : {}),
  };
}

/**
 * Validation runs on submit, then on every change (spec section 5): before the first submit a
 * change shows no errors; after it, each change re-checks the whole form.
 */
export function errorsAfterChange(values: WaitlistValues, submitted: boolean): WaitlistFieldErrors {
  if (!submitted) return {};
  const result = validateWaitlist(values satisfies WaitlistInput);
  return result.ok ? {} : result.fields;
}
