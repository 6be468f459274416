import { describe, expect, it } from "vitest";

import { PEOPLE_MESSAGES, grantSchema, parsePeopleIntent, revokeSchema } from "./people";

describe("/team/people's inputs", () => {
  it("takes a trimmed address and a team role to grant", () => {
    expect(
      grantSchema.safeParse({ email: " ada@example.com ", role: "admin", intent: "grant" }).data,
    ).toEqual({
      email: "ada@example.com",
      role: "admin",
    });
  });

  it("refuses a malformed address and any role but admin or analyst, with the form's words", () => {
    const refused = grantSchema.safeParse({ email: "ada", role: "owner" });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["email", PEOPLE_MESSAGES.email],
      ["role", PEOPLE_MESSAGES.role],
    ]);
    expect(grantSchema.safeParse({ email: "ada@example.com", role: "user" }).success).toBe(false);
    expect(grantSchema.safeParse({ email: "ada@example.com" }).success).toBe(false);
    expect(revokeSchema.safeParse({ email: "x".repeat(250) + "@b.example" }).success).toBe(false);
    expect(revokeSchema.safeParse({ email: "ada@example.com" }).data).toEqual({ email: "ada@example.com" });
  });

  it("knows its two intents", () => {
    expect(parsePeopleIntent("grant")).toBe("grant");
    expect(parsePeopleIntent("revoke")).toBe("revoke");
    expect(parsePeopleIntent("delete")).toBeUndefined();
    expect(parsePeopleIntent(null)).toBeUndefined();
  });
});
