import { type WaitlistFieldErrors, type WaitlistInput, validateWaitlist } from "./schema";

export type WaitlistValues = { fullName: string; email: string; primaryActivity: string };

export const EMPTY_WAITLIST_VALUES: WaitlistValues = { fullName: "", email: "", primaryActivity: "" };

/**
 * Validation runs on submit, then on every change (spec section 5): before the first submit a
 * change shows no errors; after it, each change re-checks the whole form.
 */
export function errorsAfterChange(values: WaitlistValues, submitted: boolean): WaitlistFieldErrors {
  if (!submitted) return {};
  const result = validateWaitlist(values satisfies WaitlistInput);
  return result.ok ? {} : result.fields;
}
