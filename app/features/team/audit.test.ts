import { describe, expect, it } from "vitest";

import { signInMethod } from "./audit";

describe("signInMethod", () => {
  it("names the ways a session is made, and falls back to the endpoint", () => {
    expect(signInMethod("/two-factor/verify-totp")).toBe("authenticator code");
    expect(signInMethod("/two-factor/verify-backup-code")).toBe("backup code");
    expect(signInMethod("/oauth2/callback/google")).toBe("Google");
    expect(signInMethod("/change-email")).toBe("/change-email");
    expect(signInMethod("")).toBe("server");
  });
});
