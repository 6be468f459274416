import { describe, expect, it } from "vitest";

import { formatTeamList } from "./team-list";

describe("formatTeamList", () => {
  it("aligns email, name, role and second factor in columns", () => {
    const text = formatTeamList([
      { id: "1", email: "ada@example.com", name: "Ada Lovelace", role: "admin", twoFactorEnabled: true },
      { id: "2", email: "bo@example.com", name: "Bo\nTwo\tLines", role: "analyst", twoFactorEnabled: false },
    ]);
    expect(text).toBe(
      [
        "Team: 2 members",
        "",
        "  email            name          role     second factor",
        "  ada@example.com  Ada Lovelace  admin    on",
        "  bo@example.com   Bo Two Lines  analyst  off",
        "",
      ].join("\n"),
    );
  });

  it("says one member, and says how to start when nobody is on the team", () => {
    expect(
      formatTeamList([{ id: "1", email: "a@b.example", name: "A", role: "admin", twoFactorEnabled: false }]),
    ).toMatch(/^Team: 1 member\n/);
    expect(formatTeamList([])).toBe(
      "Nobody is on the team yet. Give someone a role: npm run team -- grant EMAIL admin\n",
    );
  });
});
