import { createHmac, timingSafeEqual } from "node:crypto";

/** Better Auth's TOTP: six digits, 30-second steps, the step before and after accepted too. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1;

/** RFC 4226's HOTP of `counter`, keyed as Better Auth keys it: the secret's text as UTF-8. */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", Buffer.from(secret, "utf8")).update(message).digest();
  const offset = mac[mac.length - 1]! & 15;
  const truncated = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(truncated % 10 ** DIGITS).padStart(DIGITS, "0");
}

/** The time step `atMs` falls in. */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / (TOTP_PERIOD_SECONDS * 1000));
}

/**
 * Which time step `code` is the code of, among those Better Auth accepts at `nowMs` (the latest when
 * two match); null when none. Every candidate is compared, in constant time, as Better Auth does.
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const now = totpStep(nowMs);
  const given = Buffer.from(code, "utf8");
  let matched: number | null = null;
  for (let step = now - WINDOW; step <= now + WINDOW; step += 1) {
    const expected = Buffer.from(hotp(secret, step), "utf8");
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = step;
  }
  return matched;
}
