// zod/mini, as the waitlist schema that the landing page bundles.
import * as z from "zod/mini";

/**
 * A field people never see or reach (visually hidden, out of the tab order, hidden from assistive
 * technology) but form-filling bots do. Its name looks like one a bot wants to fill.
 */
export const HONEYPOT_FIELD = "website";

/** Optional in the shared form schemas, so client and server accept the same bodies. */
export const honeypotSchema = z.optional(z.string().check(z.maxLength(2_000)));

/** True when a body's honeypot holds anything: the sender is a bot, to be answered as if all went well. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !Object.hasOwn(body, HONEYPOT_FIELD)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}
