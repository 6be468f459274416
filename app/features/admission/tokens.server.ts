import { createHmac, timingSafeEqual } from "node:crypto";

import type { TokenCheck } from "~/features/waitlist/tokens.server";

/**
 * The signed token of an early-access invitation (/early-access/TOKEN): `payload.signature`, both
 * base64url, the payload JSON {p: "early-access", e: entry id, n: nonce, x: expiry in epoch
 * seconds}, signed with HMAC-SHA256 under a key of its own derived from the site's secret (the
 * waitlist's links use another, so neither kind of token verifies as the other). The signature
 * proves the link is ours; the nonce, which must still be the member's invite_nonce, makes it work
 * once (accepting clears it) and a newer invitation replace it; the expiry is the invitation's
 * invite_expires_at, checked here and again by the database when accepting.
 */

export type EarlyAccessClaims = { entryId: string; nonce: string; expiresAt: Date };

export type EarlyAccessTokens = {
  sign(claims: EarlyAccessClaims): string;
  /** "expired" only for a token whose signature holds, so the page can say so. */
  check(token: unknown): TokenCheck<EarlyAccessClaims>;
};

const PURPOSE = "early-access";
// Far above any token we make (~200 characters); a longer one is refused before any work.
const MAX_TOKEN_LENGTH = 512;
const PART = /^[A-Za-z0-9_-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The database's nonce (app/db/admission.server.ts: 32 hex digits); any token-safe text of this size reads. */
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/** Signs and checks early-access tokens with a key derived from `secret`; `now` is the clock (ms). */
export function earlyAccessTokens(secret: string, now: () => number = Date.now): EarlyAccessTokens {
  const key = createHmac("sha256", secret).update("modura early-access tokens").digest();
  const mac = (text: string) => createHmac("sha256", key).update(text).digest();

  return {
    sign({ entryId, nonce, expiresAt }) {
      const payload = { p: PURPOSE, e: entryId, n: nonce, x: Math.floor(expiresAt.getTime() / 1000) };
      const text = Buffer.from(JSON.stringify(payload)).toString("base64url");
      return `${text}.${mac(text).toString("base64url")}`;
    },

    check(token) {
      const invalid = { ok: false, reason: "invalid" } as const;
      if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return invalid;
      const parts = token.split(".");
      if (parts.length !== 2) return invalid;
      const [text, signature] = parts as [string, string];
      if (!PART.test(text) || !PART.test(signature)) return invalid;
      const expected = mac(text);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
      } catch {
        return invalid;
      }
      if (typeof payload !== "object" || payload === null) return invalid;
      const { p, e, n, x } = payload as Record<string, unknown>;
      if (p !== PURPOSE || typeof e !== "string" || !UUID.test(e)) return invalid;
      if (typeof n !== "string" || !NONCE.test(n)) return invalid;
      if (typeof x !== "number" || !Number.isSafeInteger(x)) return invalid;
      const claims = { entryId: e, nonce: n, expiresAt: new Date(x * 1000) };
      return now() < claims.expiresAt.getTime()
        ? { ok: true, claims }
        : { ok: false, reason: "expired", claims };
    },
  };
}

/** The page an invitation's token opens: `/early-access/TOKEN`. */
export function earlyAccessPath(token: string): string {
  return `/early-access/${encodeURIComponent(token)}`;
}

/** The same page as a full link, for email. */
export function earlyAccessUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${earlyAccessPath(token)}`;
}
