/**
 * Referral codes as they arrive in `/?ref=CODE` and in the form's hidden field. The database makes
 * the codes (lowercase hex, see app/db/schema.ts); this only decides whether an input could be one.
 * Anything else is dropped, never an error: a mangled link must not stop anyone from joining.
 */
/** The hidden field that carries a referral code from `/?ref=CODE` into the waitlist form. */
export const REFERRAL_FIELD = "ref";

const REFERRAL_CODE_PATTERN = /^[a-z0-9]{4,32}$/i;

/** The code in a lookup-ready form (trimmed, lowercase), or undefined for anything that cannot be one. */
export function normalizeReferralCode(input: unknown): string | undefined {
  if (typeof input !== "string") return undefined;
  const code = input.trim();
  return REFERRAL_CODE_PATTERN.test(code) ? code.toLowerCase() : undefined;
}

/** The link a member shares: the landing page with their code, which the form carries on. */
export function referralUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/?ref=${encodeURIComponent(code)}`;
}
