import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { CONFIRM_LINK_DAYS, newConfirmNonce, waitlistTokens } from "./tokens.server";

const SECRET = "a-test-secret-of-at-least-32-characters";
const ENTRY = "0b6f7a52-3c1e-4d2a-9f00-1234567890ab";
const OTHER = "ffffffff-3c1e-4d2a-9f00-1234567890ab";
const NONCE = "AAAAAAAAAAAAAAAAAAAAAA";
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 23, 12, 0, 0);

/** Tokens on a clock the test moves. */
function clocked() {
  const clock = { now: START };
  return { clock, tokens: waitlistTokens(SECRET, () => clock.now) };
}

/** The token with its payload replaced and re-encoded, the signature kept. */
function withPayload(token: string, change: (payload: Record<string, unknown>) => Record<string, unknown>) {
  const [text, signature] = token.split(".") as [string, string];
  const payload = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as Record<string, unknown>;
  return `${Buffer.from(JSON.stringify(change(payload))).toString("base64url")}.${signature}`;
}

describe("waitlist tokens", () => {
  it("reads back a confirmation link's entry, nonce and expiry 7 days on", () => {
    const { tokens } = clocked();
    const token = tokens.confirm(ENTRY, NONCE);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.checkConfirm(token)).toEqual({
      ok: true,
      claims: { entryId: ENTRY, nonce: NONCE, expiresAt: new Date(START + CONFIRM_LINK_DAYS * DAY) },
    });
  });

  it("takes a confirmation link until its last second, then calls it expired with its claims", () => {
    const { clock, tokens } = clocked();
    const token = tokens.confirm(ENTRY, NONCE);
    clock.now = START + 7 * DAY - 1000;
    expect(tokens.checkConfirm(token).ok).toBe(true);
    clock.now = START + 7 * DAY;
    expect(tokens.checkConfirm(token)).toEqual({
      ok: false,
      reason: "expired",
      claims: { entryId: ENTRY, nonce: NONCE, expiresAt: new Date(START + 7 * DAY) },
    });
  });

  it("never expires status and unsubscribe links", () => {
    const { clock, tokens } = clocked();
    const status = tokens.status(ENTRY);
    const unsubscribe = tokens.unsubscribe(ENTRY);
    clock.now = START + 3650 * DAY;
    expect(tokens.checkMember(status, "status")).toEqual({ ok: true, claims: { entryId: ENTRY } });
    expect(tokens.checkMember(unsubscribe, "unsubscribe")).toEqual({ ok: true, claims: { entryId: ENTRY } });
  });

  it("refuses a token used for another purpose", () => {
    const { tokens } = clocked();
    expect(tokens.checkMember(tokens.status(ENTRY), "unsubscribe")).toEqual({ ok: false, reason: "invalid" });
    expect(tokens.checkMember(tokens.unsubscribe(ENTRY), "status")).toEqual({ ok: false, reason: "invalid" });
    expect(tokens.checkConfirm(tokens.status(ENTRY))).toEqual({ ok: false, reason: "invalid" });
    expect(tokens.checkMember(tokens.confirm(ENTRY, NONCE), "status")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses a token signed with another secret", () => {
    const { tokens } = clocked();
    const other = waitlistTokens("another-secret-of-at-least-32-characters", () => START);
    expect(tokens.checkMember(other.status(ENTRY), "status")).toEqual({ ok: false, reason: "invalid" });
    expect(tokens.checkConfirm(other.confirm(ENTRY, NONCE))).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a token signed with the secret itself instead of the derived key", () => {
    const text = Buffer.from(JSON.stringify({ p: "status", e: ENTRY })).toString("base64url");
    const signature = createHmac("sha256", SECRET).update(text).digest("base64url");
    expect(clocked().tokens.checkMember(`${text}.${signature}`, "status")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it.each([
    ["another entry", (p: Record<string, unknown>) => ({ ...p, e: OTHER })],
    ["a later expiry", (p: Record<string, unknown>) => ({ ...p, x: (p.x as number) + 3650 * 86400 })],
    ["another nonce", (p: Record<string, unknown>) => ({ ...p, n: "BBBBBBBBBBBBBBBBBBBBBB" })],
    ["another purpose", (p: Record<string, unknown>) => ({ ...p, p: "status" })],
  ])("refuses a confirmation link whose payload was changed to %s", (_label, change) => {
    const { tokens } = clocked();
    const tampered = withPayload(tokens.confirm(ENTRY, NONCE), change);
    expect(tokens.checkConfirm(tampered)).toEqual({ ok: false, reason: "invalid" });
    expect(tokens.checkMember(tampered, "status")).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a token whose expired payload is tampered rather than calling it expired", () => {
    const { clock, tokens } = clocked();
    const tampered = withPayload(tokens.confirm(ENTRY, NONCE), (p) => ({ ...p, e: OTHER }));
    clock.now = START + 30 * DAY;
    expect(tokens.checkConfirm(tampered)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a changed signature", () => {
    const { tokens } = clocked();
    const token = tokens.status(ENTRY);
    const last = token.at(-2) === "A" ? "B" : "A";
    const flipped = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(flipped).not.toBe(token);
    expect(tokens.checkMember(flipped, "status")).toEqual({ ok: false, reason: "invalid" });
  });

  it.each([
    ["empty", ""],
    ["no dot", "abcdef"],
    ["three parts", "a.b.c"],
    ["a bad character", "ab$c.def"],
    ["padding", "abc=.def"],
    ["an empty signature", "abc."],
    ["too long", `${"a".repeat(600)}.${"b".repeat(43)}`],
    ["not a string", 42],
    ["an array", ["a", "b"]],
    ["nothing", undefined],
    ["null", null],
  ])("refuses a malformed token (%s) without throwing", (_label, token) => {
    const { tokens } = clocked();
    expect(tokens.checkConfirm(token)).toEqual({ ok: false, reason: "invalid" });
    expect(tokens.checkMember(token, "status")).toEqual({ ok: false, reason: "invalid" });
  });

  it.each([
    ["a payload that is not JSON", "not json"],
    ["a JSON string", '"status"'],
    ["JSON null", "null"],
    ["an entry that is not a uuid", JSON.stringify({ p: "status", e: "1; drop table" })],
    ["a confirmation without a nonce", JSON.stringify({ p: "confirm", e: ENTRY, x: 9e9 })],
    ["a confirmation with a short nonce", JSON.stringify({ p: "confirm", e: ENTRY, n: "abc", x: 9e9 })],
    ["a confirmation without an expiry", JSON.stringify({ p: "confirm", e: ENTRY, n: NONCE })],
    ["a confirmation with a text expiry", JSON.stringify({ p: "confirm", e: ENTRY, n: NONCE, x: "9e9" })],
  ])("refuses %s even when properly signed", (_label, json) => {
    const key = createHmac("sha256", SECRET).update("modura waitlist tokens").digest();
    const text = Buffer.from(json).toString("base64url");
    const token = `${text}.${createHmac("sha256", key).update(text).digest("base64url")}`;
    const { tokens } = clocked();
    expect(tokens.checkConfirm(token)).toEqual({ ok: false, reason: "invalid" });
    expect(tokens.checkMember(token, "status")).toEqual({ ok: false, reason: "invalid" });
  });

  it("makes a new nonce each time, fit for a token", () => {
    const nonces = new Set(Array.from({ length: 100 }, newConfirmNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
