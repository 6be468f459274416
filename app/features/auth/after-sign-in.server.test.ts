import { describe, expect, it } from "vitest";

import { redirectAfterSignIn } from "./after-sign-in.server";

describe("the redirect after a sign-in", () => {
  it("enters the launch room as a whole page load, and goes anywhere else in place", () => {
    const reloads = (target: string) =>
      redirectAfterSignIn(target, {}).headers.get("X-Remix-Reload-Document") === "true";
    expect(reloads("/team")).toBe(true);
    expect(reloads("/team/members?notice=signed-in")).toBe(true);
    expect(reloads("/team?notice=signed-in")).toBe(true);
    expect(reloads("/dashboard?notice=signed-in")).toBe(false);
    expect(reloads("/teamwork")).toBe(false);
    expect(
      redirectAfterSignIn("/dashboard", { headers: { "Set-Cookie": "a=b" } }).headers.get("Set-Cookie"),
    ).toBe("a=b");
  });
});
