import { LRUCache } from "lru-cache";

/**
 * How long an instance answers a session from memory before asking the database again: the bound on
 * how long ANOTHER instance may still show a session that was revoked (signed out everywhere, a
 * device removed, the account deleted) as signed in. On the instance that made the change the cache
 * is emptied at once (see `changesSessions`), so one instance is never late.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** Far more sessions than are active in any five seconds here; the least recently used go first. */
const MAX_ENTRIES = 10_000;

/**
 * Better Auth's endpoints that change no session and no user, so need not empty the cache. Every
 * other one (sign-out, revoking sessions, deleting the account, changing the name, address,
 * password or second factor, Google's callback…) empties it: a list of what is safe, rather than
 * of what is not, so an endpoint added later is safe by default.
 */
const READ_ONLY_AUTH_PATHS = new Set([
  "/get-session",
  "/list-sessions",
  "/list-accounts",
  "/sign-in/email",
  "/sign-up/email",
  "/sign-in/social",
  "/sign-in/oauth2",
  "/request-password-reset",
  "/send-verification-email",
  "/ok",
  "/error",
]);

/** Whether a call of this Better Auth endpoint may have changed a session or its user. */
export function changesSessions(path: string): boolean {
  return !READ_ONLY_AUTH_PATHS.has(path);
}

/**
 * Signed-in reads of the session cookie, kept in this process's memory for a few seconds, so a
 * signed-in page costs no database read for its session (docs/decisions/026). Keyed by
 * the whole signed cookie value: only a value Better Auth accepted is ever stored, so a forged
 * cookie always goes to Better Auth. Anonymous answers are not kept (nothing to save: a missing or
 * badly signed cookie never reaches the database).
 */
export function createSessionCache<Value extends object>({
  ttlMs = SESSION_CACHE_TTL_MS,
  max = MAX_ENTRIES,
}: { ttlMs?: number; max?: number } = {}) {
  const entries = new LRUCache<string, Value>({ max, ttl: ttlMs, ttlAutopurge: false });
  return {
    get: (key: string) => entries.get(key),
    set: (key: string, value: Value) => {
      entries.set(key, value);
    },
    /** Forgets every session: after any change to sessions or users on this instance. */
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
