import { describe, expect, it } from "vitest";

import { roleAllows, teamRoleOf } from "./team-roles";

describe("team roles", () => {
  it("knows only admin and analyst as team roles", () => {
    expect(teamRoleOf("admin")).toBe("admin");
    expect(teamRoleOf("analyst")).toBe("analyst");
    for (const other of ["user", null, undefined, "", "Admin", "admin,analyst"])
      expect(teamRoleOf(other)).toBeNull();
  });

  it("lets admins manage the team and read the audit log, and analysts only read and export", () => {
    expect(roleAllows("admin", { team: ["manage"] })).toBe(true);
    expect(roleAllows("admin", { audit: ["read"], launch: ["read"] })).toBe(true);
    expect(roleAllows("analyst", { launch: ["read"] })).toBe(true);
    expect(roleAllows("analyst", { members: ["export"] })).toBe(true);
    expect(roleAllows("analyst", { team: ["manage"] })).toBe(false);
    expect(roleAllows("admin", { flags: ["review"] })).toBe(true);
    expect(roleAllows("analyst", { flags: ["review"] })).toBe(false);
    expect(roleAllows("analyst", { audit: ["read"] })).toBe(false);
  });

  it("lets only admins export one member's data and erase a member", () => {
    expect(roleAllows("admin", { privacy: ["export", "erase"] })).toBe(true);
    expect(roleAllows("analyst", { privacy: ["export"] })).toBe(false);
    expect(roleAllows("analyst", { privacy: ["erase"] })).toBe(false);
  });
});
