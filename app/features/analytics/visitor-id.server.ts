import { createHmac, randomBytes } from "node:crypto";

/** Who asks, as far as the counter may know it; neither part is ever stored. */
export type Visitor = { address: string; userAgent: string };

/** Hex characters kept of the HMAC: 128 bits, plenty to tell a day's visitors apart. */
const ID_LENGTH = 32;

/**
 * A visitor's id for one day (Plausible's scheme): HMAC-SHA256 under that day's random salt over the
 * address, the user agent and the site's host. The same browser gets the same id all day and a new
 * one the next; once the salt is deleted nobody, the site included, can tie an id to an address.
 */
export function visitorId(salt: string, { address, userAgent }: Visitor, host: string): string {
  return createHmac("sha256", salt)
    .update(`${address}\n${userAgent}\n${host}`)
    .digest("hex")
    .slice(0, ID_LENGTH);
}

/** A new random salt (256 bits, hex). */
export function newSalt(): string {
  return randomBytes(32).toString("hex");
}

/** The UTC date of a moment, YYYY-MM-DD: the day a view counts for, and whose salt it takes. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
