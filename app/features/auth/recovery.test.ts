import { describe, expect, it } from "vitest";

import {
  RECOVERY_TOASTS,
  checkForgotPassword,
  checkNewPassword,
  recoveryUrl,
  resendVerificationToast,
} from "./recovery";

describe("checkForgotPassword", () => {
  it("takes a trimmed address", () => {
    expect(checkForgotPassword({ email: "  ada@example.com " })).toEqual({
      ok: true,
      email: "ada@example.com",
    });
  });

  it.each([["not-an-address"], [""], [undefined], [42]])(
    "names a bad address (%s) under the field",
    (email) => {
      expect(checkForgotPassword({ email })).toEqual({
        ok: false,
        fields: { email: "Please enter a valid email address." },
      });
    },
  );
});

describe("checkNewPassword", () => {
  it("checks the match first, then the sign-up rules", () => {
    expect(checkNewPassword({ password: "short", confirmPassword: "other" })).toEqual({
      ok: false,
      mismatch: true,
    });
    expect(checkNewPassword({ password: "short", confirmPassword: "short" })).toEqual({
      ok: false,
      fields: { password: "Password must be at least 8 characters." },
    });
    const long = "x".repeat(129);
    expect(checkNewPassword({ password: long, confirmPassword: long })).toEqual({
      ok: false,
      fields: { password: "Password must be at most 128 characters." },
    });
    expect(checkNewPassword({ password: "long enough", confirmPassword: "long enough" })).toEqual({
      ok: true,
      password: "long enough",
    });
  });

  it("refuses what a form cannot send", () => {
    expect(checkNewPassword({})).toMatchObject({ ok: false });
    expect(checkNewPassword({ password: ["a"], confirmPassword: ["a"] })).toMatchObject({ ok: false });
  });
});

describe("recoveryUrl", () => {
  it("puts the token in the query, encoded", () => {
    expect(recoveryUrl("https://modura.example", "resetPassword", "a+b/c")).toBe(
      "https://modura.example/auth/reset-password?token=a%2Bb%2Fc",
    );
    expect(recoveryUrl("https://modura.example/", "forgotPassword")).toBe(
      "https://modura.example/auth/forgot-password",
    );
  });
});

describe("resendVerificationToast", () => {
  it("says what happened", () => {
    expect(resendVerificationToast({ ok: true })).toEqual(RECOVERY_TOASTS.verificationSent);
    expect(resendVerificationToast({ ok: false, reason: "already-verified" })).toEqual(
      RECOVERY_TOASTS.alreadyVerified,
    );
    expect(resendVerificationToast({ ok: false, reason: "limited", retryAfterSeconds: 90 })).toMatchObject({
      title: "Too many attempts",
      description: "Please wait 90 seconds and try again.",
      variant: "destructive",
    });
    expect(resendVerificationToast({ ok: false, reason: "failed" })).toMatchObject({
      variant: "destructive",
    });
  });
});
