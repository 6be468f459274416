import { describe, expect, it } from "vitest";

import { changedRole, decideRoleChange, roleChangeMessage } from "./role-change";

const email = "ada@example.com";

describe("decideRoleChange", () => {
  it("grants a role to an outsider, whatever the column says for them", () => {
    for (const current of ["user", null, "", "banned"])
      expect(decideRoleChange(email, current, "analyst")).toEqual({
        kind: "granted",
        email,
        role: "analyst",
        previous: null,
      });
  });

  it("changes a member's role, and changes nothing when it is the same", () => {
    expect(decideRoleChange(email, "analyst", "admin")).toEqual({
      kind: "granted",
      email,
      role: "admin",
      previous: "analyst",
    });
    expect(decideRoleChange(email, "admin", "admin")).toEqual({ kind: "unchanged", email, role: "admin" });
  });

  it("revokes a member, and has nothing to revoke from an outsider", () => {
    expect(decideRoleChange(email, "admin", null)).toEqual({ kind: "revoked", email, previous: "admin" });
    expect(decideRoleChange(email, "user", null)).toEqual({ kind: "not-on-team", email });
    expect(decideRoleChange(email, null, null)).toEqual({ kind: "not-on-team", email });
  });

  it("counts only grants and revokes as changes", () => {
    const kinds = [
      decideRoleChange(email, "user", "admin"),
      decideRoleChange(email, "admin", null),
      decideRoleChange(email, "admin", "admin"),
      decideRoleChange(email, "user", null),
    ].map(changedRole);
    expect(kinds).toEqual([true, true, false, false]);
    expect(changedRole({ kind: "unknown-email", email })).toBe(false);
    expect(changedRole({ kind: "self", email })).toBe(false);
  });
});

describe("roleChangeMessage", () => {
  it("says each outcome in one sentence", () => {
    const messages = [
      roleChangeMessage({ kind: "granted", email, role: "analyst", previous: null }),
      roleChangeMessage({ kind: "granted", email, role: "admin", previous: "analyst" }),
      roleChangeMessage({ kind: "revoked", email, previous: "admin" }),
      roleChangeMessage({ kind: "unchanged", email, role: "analyst" }),
      roleChangeMessage({ kind: "not-on-team", email }),
      roleChangeMessage({ kind: "unknown-email", email: "x@y.example" }),
      roleChangeMessage({ kind: "self", email }),
    ];
    expect(messages).toEqual([
      "ada@example.com is now an analyst.",
      "ada@example.com is now an admin (was analyst).",
      "ada@example.com is no longer on the team (was admin).",
      "ada@example.com is already an analyst: nothing changed.",
      "ada@example.com is not on the team: nothing to revoke.",
      "No account with the email x@y.example. They must sign up first.",
      "You cannot change your own role: ask another admin, so the team always keeps one.",
    ]);
  });
});
