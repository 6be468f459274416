// zod/mini, not classic zod: the same checks with about a third of the code in every visitor's
// browser (the landing page validates with this schema). Client schemas must all be mini, or the
// classic code they share with it comes along.
import * as z from "zod/mini";

import { honeypotSchema } from "~/lib/honeypot/honeypot";
import { type FieldErrors, firstMessagePerField } from "~/lib/validation/field-errors";
import { PLAIN_TEXT_MESSAGE, isPlainText } from "~/lib/validation/plain-text";
import { ACTIVITY_VALUES } from "~/vocabulary";

import { normalizeReferralCode } from "./referral-code";

export const WAITLIST_MESSAGES = {
  fullName: "Name must be at least 2 characters.",
  fullNameTooLong: "Name must be at most 100 characters.",
  fullNameCharacters: PLAIN_TEXT_MESSAGE,
  email: "Please enter a valid email address.",
  primaryActivity: "Please select your primary activity.",
} as const;

export const NAME_MAX_LENGTH = 100;
// RFC 5321's limit on a forward path.
export const EMAIL_MAX_LENGTH = 254;

/** The waitlist entry: one schema for the form (client) and for POST /api/waitlist and the form action (server). */
export const waitlistSchema = z.object({
  fullName: z
    .string({ error: WAITLIST_MESSAGES.fullName })
    .check(
      z.trim(),
      z.minLength(2, WAITLIST_MESSAGES.fullName),
      z.maxLength(NAME_MAX_LENGTH, WAITLIST_MESSAGES.fullNameTooLong),
      z.refine(isPlainText, WAITLIST_MESSAGES.fullNameCharacters),
    ),
  email: z.pipe(
    z
      .string({ error: WAITLIST_MESSAGES.email })
      .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, WAITLIST_MESSAGES.email)),
    z.email({ error: WAITLIST_MESSAGES.email }),
  ),
  primaryActivity: z.pipe(
    z
      .string({ error: WAITLIST_MESSAGES.primaryActivity })
      .check(z.minLength(1, WAITLIST_MESSAGES.primaryActivity)),
    z.enum(ACTIVITY_VALUES, { error: WAITLIST_MESSAGES.primaryActivity }),
  ),
  /** The honeypot (lib/honeypot): a filled one is answered as success and nothing is stored. */
  website: honeypotSchema,
  /**
   * The referral code from `/?ref=CODE`, lowercase, or undefined: a missing, malformed or unknown
   * code never fails a join (the join simply counts for nobody).
   */
  ref: z.optional(z.pipe(z.unknown(), z.transform(normalizeReferralCode))),
});

export type WaitlistEntryInput = z.output<typeof waitlistSchema>;
export type WaitlistField = keyof WaitlistEntryInput;
export type WaitlistFieldErrors = FieldErrors<WaitlistField>;

export type WaitlistValidation =
  { ok: true; entry: WaitlistEntryInput } | { ok: false; fields: WaitlistFieldErrors };

export function validateWaitlist(input: unknown): WaitlistValidation {
  const result = waitlistSchema.safeParse(input);
  return result.success
    ? { ok: true, entry: result.data }
    : { ok: false, fields: firstMessagePerField(result.error) };
}
