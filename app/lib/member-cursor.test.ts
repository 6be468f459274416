import { describe, expect, it } from "vitest";

import type { MemberCursor } from "~/db/team-members.server";

import { decodeCursor, encodeCursor, isMemberId } from "./member-cursor";

const ID = "0b5c6e1a-2f44-4c1e-9a39-6d2b7f0c8e11";

describe("member cursors", () => {
  it.each<MemberCursor>([
    { sort: "newest", joinedAt: "2026-11-25T10:00:00.123456Z", id: ID },
    { sort: "oldest", joinedAt: "2026-01-01T00:00:00Z", id: ID },
    { sort: "name", name: "zoë o'brien, =1+1 & ✓", id: ID },
    { sort: "referrals", referrals: 12, joinedAt: "2026-11-25T10:00:00.000001Z", id: ID },
  ])("round-trips %j through a URL-safe string", (cursor) => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });

  it("reads nothing it did not write", () => {
    const json = (value: unknown) =>
      btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const bad = [
      "",
      "not base64!",
      "%%%",
      "a".repeat(1001),
      btoa("not json"),
      json({ sort: "newest" }),
      json(["newest", "yesterday", ID]),
      json(["newest", "2026-11-25T10:00:00Z", "not-a-uuid"]),
      json(["newest", "2026-11-25T10:00:00Z", ID, "extra"]),
      json(["name", 3, ID]),
      json(["referrals", -1, "2026-11-25T10:00:00Z", ID]),
      json(["referrals", 1.5, "2026-11-25T10:00:00Z", ID]),
      json(["popular", "2026-11-25T10:00:00Z", ID]),
    ];
    for (const text of bad) expect(decodeCursor(text), text).toBeUndefined();
    expect(bad).toHaveLength(13);
  });

  it("recognises member ids as uuids", () => {
    expect(isMemberId(ID)).toBe(true);
    expect(isMemberId(ID.toUpperCase())).toBe(true);
    for (const other of [undefined, "", "x", `${ID}0`, "export", ID.replace(/-/g, "")])
      expect(isMemberId(other)).toBe(false);
  });
});
