import type { Db } from "~/db/client.server";
import { joinWaitlist } from "~/db/waitlist.server";
import { isHoneypotFilled } from "~/features/honeypot/honeypot";
import type { Decision } from "~/features/rate-limit/limits";

import type { JoinWaitlistOutcome } from "./answer";
import { validateWaitlist } from "./schema";

export type JoinWaitlistRequest = {
  db: Db;
  /** Counts this request against the waitlist's limit for its client (context.rateLimit / RateLimiting.check). */
  checkLimit: () => Promise<Decision>;
  /**
   * The body as sent (a form's fields, or parsed JSON), read only once the limit let the request
   * through, as the JSON API always did. Whatever it throws (a body that is too large, malformed)
   * goes back to the caller, which knows how to answer it.
   */
  readInput: () => Promise<unknown>;
  /** Logs an unexpected failure once, with the request's id. */
  logError: (error: unknown) => void;
};

/**
 * The waitlist, whoever asks: the limit per client, then the honeypot (a bot is told it joined and
 * nothing is stored), then the shared schema, then the one upsert per address. A database failure
 * is logged here and answered as "unavailable", never thrown.
 */
export async function joinWaitlistRequest({
  db,
  checkLimit,
  readInput,
  logError,
}: JoinWaitlistRequest): Promise<JoinWaitlistOutcome> {
  const limit = await checkLimit();
  if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
  const input = await readInput();
  if (isHoneypotFilled(input)) return { kind: "joined" };
  const result = validateWaitlist(input);
  if (!result.ok) return { kind: "invalid", fields: result.fields };
  try {
    await joinWaitlist(db, result.entry);
  } catch (error) {
    logError(error);
    return { kind: "unavailable" };
  }
  return { kind: "joined" };
}
