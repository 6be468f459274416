import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { waitlistTokens } from "~/features/waitlist/tokens.server";

import { earlyAccessPath, earlyAccessTokens, earlyAccessUrl } from "./tokens.server";

const SECRET = "a-test-secret-of-at-least-32-characters";
const ENTRY = "0b6f7a52-3c1e-4d2a-9f00-1234567890ab";
const OTHER = "ffffffff-3c1e-4d2a-9f00-1234567890ab";
const NONCE = "0123456789abcdef0123456789abcdef";
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 23, 12, 0, 0);
const EXPIRES = new Date(START + 14 * DAY);
const claims = { entryId: ENTRY, nonce: NONCE, expiresAt: EXPIRES };

function clocked() {
  const clock = { now: START };
  return { clock, tokens: earlyAccessTokens(SECRET, () => clock.now) };
}

/** The token with its payload replaced and re-encoded, the signature kept. */
function withPayload(token: string, change: (payload: Record<string, unknown>) => Record<string, unknown>) {
  const [text, signature] = token.split(".") as [string, string];
  const payload = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Record<string, unknown>;
  return `${Buffer.from(JSON.stringify(change(payload))).toString("base64url")}.${signature}`;
}

/** A token signed with the right key around any payload, as a leaked key would allow. */
function signedAround(json: string) {
  const key = createHmac("sha256", SECRET).update("modura early-access tokens").digest();
  const text = Buffer.from(json).toString("base64url");
  return `${text}.${createHmac("sha256", key).update(text).digest("base64url")}`;
}

describe("early-access tokens", () => {
  it("reads back the entry, the nonce and the invitation's expiry (to the second)", () => {
    const { tokens } = clocked();
    const token = tokens.sign({ ...claims, expiresAt: new Date(EXPIRES.getTime() + 999) });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(token.length).toBeLessThanOrEqual(256);
    expect(tokens.check(token)).toEqual({ ok: true, claims });
  });

  it("works until its last second, then is expired with its claims", () => {
    const { clock, tokens } = clocked();
    const token = tokens.sign(claims);
    clock.now = EXPIRES.getTime() - 1;
    expect(tokens.check(token).ok).toBe(true);
    clock.now = EXPIRES.getTime();
    expect(tokens.check(token)).toEqual({ ok: false, reason: "expired", claims });
  });

  it("refuses a token of another secret, and the waitlist's tokens of the same secret", () => {
    const { tokens } = clocked();
    const other = earlyAccessTokens("another-secret-of-at-least-32-characters", () => START);
    expect(tokens.check(other.sign(claims))).toEqual({ ok: false, reason: "invalid" });
    const waitlist = waitlistTokens(SECRET, () => START);
    expect(tokens.check(waitlist.confirm(ENTRY, NONCE))).toEqual({ ok: false, reason: "invalid" });
    expect(tokens.check(waitlist.status(ENTRY))).toEqual({ ok: false, reason: "invalid" });
    // Nor does an early-access token open a waitlist page.
    expect(waitlist.checkConfirm(tokens.sign(claims))).toEqual({ ok: false, reason: "invalid" });
  });

  it.each([
    ["another entry", (p: Record<string, unknown>) => ({ ...p, e: OTHER })],
    ["a later expiry", (p: Record<string, unknown>) => ({ ...p, x: (p.x as number) + 3650 * 86400 })],
    ["another nonce", (p: Record<string, unknown>) => ({ ...p, n: "fedcba9876543210fedcba9876543210" })],
    ["another purpose", (p: Record<string, unknown>) => ({ ...p, p: "confirm" })],
  ])("refuses a token whose payload was changed to %s", (_label, change) => {
    const { clock, tokens } = clocked();
    const tampered = withPayload(tokens.sign(claims), change);
    expect(tokens.check(tampered)).toEqual({ ok: false, reason: "invalid" });
    // Tampered is never mistaken for expired, however late.
    clock.now = START + 3650 * DAY;
    expect(tokens.check(tampered)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a changed signature", () => {
    const { tokens } = clocked();
    const token = tokens.sign(claims);
    const last = token.at(-2) === "A" ? "B" : "A";
    const flipped = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(tokens.check(flipped)).toEqual({ ok: false, reason: "invalid" });
  });

  it.each([
    ["empty", ""],
    ["no dot", "abcdef"],
    ["three parts", "a.b.c"],
    ["a bad character", "ab$c.def"],
    ["too long", `${"a".repeat(600)}.${"b".repeat(43)}`],
    ["not a string", 42],
    ["nothing", undefined],
    ["null", null],
  ])("refuses a malformed token (%s) without throwing", (_label, token) => {
    expect(clocked().tokens.check(token)).toEqual({ ok: false, reason: "invalid" });
  });

  it.each([
    ["a payload that is not JSON", "not json"],
    ["JSON null", "null"],
    ["an entry that is not a uuid", JSON.stringify({ p: "early-access", e: "1; drop", n: NONCE, x: 9e9 })],
    ["no nonce", JSON.stringify({ p: "early-access", e: ENTRY, x: 9e9 })],
    ["a short nonce", JSON.stringify({ p: "early-access", e: ENTRY, n: "abc", x: 9e9 })],
    ["no expiry", JSON.stringify({ p: "early-access", e: ENTRY, n: NONCE })],
    ["a text expiry", JSON.stringify({ p: "early-access", e: ENTRY, n: NONCE, x: "9e9" })],
  ])("refuses %s even when properly signed", (_label, json) => {
    expect(clocked().tokens.check(signedAround(json))).toEqual({ ok: false, reason: "invalid" });
  });

  it("makes the page's path and link, the token kept as it is", () => {
    const token = clocked().tokens.sign(claims);
    expect(earlyAccessPath(token)).toBe(`/early-access/${token}`);
    expect(earlyAccessUrl("https://modura.example/", token)).toBe(
      `https://modura.example/early-access/${token}`,
    );
  });
});
