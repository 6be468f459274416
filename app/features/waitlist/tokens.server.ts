import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The signed tokens in waitlist links: `payload.signature`, both base64url, the payload being
 * JSON {p: purpose, e: entry id, n: nonce, x: expiry in epoch seconds}, the signature HMAC-SHA256
 * of the payload's text under a key derived from the site's secret. Only confirmation links expire
 * and carry a nonce (the entry's confirmNonce, which makes them single-use); status and unsubscribe
 * links last as long as the member does. The database holds nothing that could forge one.
 */

export type WaitlistTokenPurpose = "confirm" | "status" | "unsubscribe";

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000;

export type ConfirmClaims = { entryId: string; nonce: string; expiresAt: Date };
export type MemberClaims = { entryId: string };

/**
 * A token's check. "expired" is told apart only for a genuine confirmation link (its signature
 * holds): the page can then say so, and a member who already confirmed is shown their status.
 */
export type TokenCheck<Claims> =
  | { ok: true; claims: Claims }
  | { ok: false; reason: "expired"; claims: Claims }
  | { ok: false; reason: "invalid" };

export type WaitlistTokens = {
  confirm(entryId: string, nonce: string): string;
  status(entryId: string): string;
  unsubscribe(entryId: string): string;
  checkConfirm(token: unknown): TokenCheck<ConfirmClaims>;
  checkMember(token: unknown, purpose: "status" | "unsubscribe"): TokenCheck<MemberClaims>;
};

// Far above any token we make (~150 characters); a longer one is refused before any work.
const MAX_TOKEN_LENGTH = 512;
const PART = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/** A fresh single-use value for a confirmation link (stored as the entry's confirmNonce). */
export function newConfirmNonce(): string {
  return randomBytes(16).toString("base64url");
}

/** Signs and checks waitlist tokens with a key derived from `secret`; `now` is the clock (ms). */
export function waitlistTokens(secret: string, now: () => number = Date.now): WaitlistTokens {
  // Its own key, so a signature made for another purpose of the same secret never verifies here.
  const key = createHmac("sha256", secret).update("modura waitlist tokens").digest();
  const mac = (text: string) => createHmac("sha256", key).update(text).digest();

  const sign = (payload: Record<string, unknown>) => {
    const text = Buffer.from(JSON.stringify(payload)).toString("base64url");
    return `${text}.${mac(text).toString("base64url")}`;
  };

  /** The payload of a well-formed token with a good signature for `purpose`, else undefined. */
  const open = (token: unknown, purpose: WaitlistTokenPurpose): Record<string, unknown> | undefined => {
    if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return undefined;
    const parts = token.split(".");
    if (parts.length !== 2) return undefined;
    const [text, signature] = parts as [string, string];
    if (!PART.test(text) || !PART.test(signature)) return undefined;
    const expected = mac(text);
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    } catch {
      return undefined;
    }
    if (typeof payload !== "object" || payload === null) return undefined;
    const fields = payload as Record<string, unknown>;
    if (fields.p !== purpose || typeof fields.e !== "string" || !UUID.test(fields.e)) return undefined;
    return fields;
  };

  return {
    confirm: (entryId, nonce) =>
      sign({ p: "confirm", e: entryId, n: nonce, x: Math.floor((now() + CONFIRM_LINK_MS) / 1000) }),
    status: (entryId) => sign({ p: "status", e: entryId }),
    unsubscribe: (entryId) => sign({ p: "unsubscribe", e: entryId }),

    checkConfirm(token) {
      const fields = open(token, "confirm");
      if (!fields || typeof fields.n !== "string" || !NONCE.test(fields.n))
        return { ok: false, reason: "invalid" };
      if (typeof fields.x !== "number" || !Number.isSafeInteger(fields.x))
        return { ok: false, reason: "invalid" };
      const claims = { entryId: fields.e as string, nonce: fields.n, expiresAt: new Date(fields.x * 1000) };
      return now() < claims.expiresAt.getTime()
        ? { ok: true, claims }
        : { ok: false, reason: "expired", claims };
    },

    checkMember(token, purpose) {
      const fields = open(token, purpose);
      return fields
        ? { ok: true, claims: { entryId: fields.e as string } }
        : { ok: false, reason: "invalid" };
    },
  };
}
