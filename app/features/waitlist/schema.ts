import { z } from "zod";

import { ACTIVITY_VALUES } from "./activities";

export const WAITLIST_MESSAGES = {
  fullName: "Name must be at least 2 characters.",
  fullNameTooLong: "Name must be at most 100 characters.",
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
    .trim()
    .min(2, WAITLIST_MESSAGES.fullName)
    .max(NAME_MAX_LENGTH, WAITLIST_MESSAGES.fullNameTooLong),
  email: z
    .string({ error: WAITLIST_MESSAGES.email })
    .trim()
    .max(EMAIL_MAX_LENGTH, WAITLIST_MESSAGES.email)
    .pipe(z.email({ error: WAITLIST_MESSAGES.email })),
  primaryActivity: z
    .string({ error: WAITLIST_MESSAGES.primaryActivity })
    .min(1, WAITLIST_MESSAGES.primaryActivity)
    .pipe(z.enum(ACTIVITY_VALUES, { error: WAITLIST_MESSAGES.primaryActivity })),
});

export type WaitlistInput = z.input<typeof waitlistSchema>;
export type WaitlistEntryInput = z.output<typeof waitlistSchema>;
export type WaitlistField = keyof WaitlistEntryInput;
export type WaitlistFieldErrors = Partial<Record<WaitlistField, string>>;

export const WAITLIST_FIELDS: readonly WaitlistField[] = ["fullName", "email", "primaryActivity"];

/** The first message for each field, the shape both the form and the API answer with. */
export function waitlistFieldErrors(error: z.ZodError): WaitlistFieldErrors {
  const fields: WaitlistFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && (WAITLIST_FIELDS as readonly string[]).includes(key)) {
      fields[key as WaitlistField] ??= issue.message;
    }
  }
  return fields;
}

export type WaitlistValidation =
  { ok: true; entry: WaitlistEntryInput } | { ok: false; fields: WaitlistFieldErrors };

export function validateWaitlist(input: unknown): WaitlistValidation {
  const result = waitlistSchema.safeParse(input);
  return result.success
    ? { ok: true, entry: result.data }
    : { ok: false, fields: waitlistFieldErrors(result.error) };
}
