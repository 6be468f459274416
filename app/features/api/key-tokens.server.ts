import { createHash, randomBytes } from "node:crypto";

/*
 * API keys (the REST API under /api/v1): "mdr_" and 32 random bytes in base64url. A key is shown
 * once; the site keeps its SHA-256 (hex), which is enough for 256 random bits (no dictionary to
 * try), and its first characters for the list.
 */

const PREFIX = "mdr_";
const KEY = /^mdr_[A-Za-z0-9_-]{43}$/;
/** How much of a key the list shows. */
const SHOWN = PREFIX.length + 6;

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** A new key, its hash and the start the list shows. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${PREFIX}${randomBytes(32).toString("base64url")}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, SHOWN) };
}

/**
 * The key of an `Authorization: Bearer …` header when it is written as our keys are; undefined
 * for no header, another scheme or anything else (which no stored hash could match).
 */
export function bearerKey(header: string | null): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? "");
  return match && KEY.test(match[1]!) ? match[1] : undefined;
}
