import { describe, expect, it } from "vitest";

import { parseForm } from "~/lib/conform-forms";

import {
  RECOVERY_TOASTS,
  checkForgotPassword,
  recoveryUrl,
  resetPasswordSchema,
  resendVerificationToast,
} from "./recovery";

const formData = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

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

describe("resetPasswordSchema, as the reset form posts it", () => {
  const errors = (password: string, confirmPassword: string) =>
    parseForm(formData({ password, confirmPassword }), resetPasswordSchema).reply().error;

  it("checks the match first, alone, then the sign-up rules", () => {
    expect(errors("short", "other")).toEqual({ confirmPassword: ["Please make sure your passwords match."] });
    expect(errors("short", "short")).toEqual({ password: ["Password must be at least 8 characters."] });
    const long = "x".repeat(129);
    expect(errors(long, long)).toEqual({ password: ["Password must be at most 128 characters."] });
    expect(
      parseForm(formData({ password: "long enough", confirmPassword: "long enough" }), resetPasswordSchema),
    ).toMatchObject({
      status: "success",
      value: { password: "long enough" },
    });
  });

  it("refuses what the form cannot send", () => {
    expect(parseForm(formData({}), resetPasswordSchema).status).toBe("error");
    const twice = formData({ password: "long enough", confirmPassword: "long enough" });
    twice.append("password", "long enough");
    twice.append("confirmPassword", "long enough");
    expect(parseForm(twice, resetPasswordSchema).status).toBe("error");
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
    expect(resendVerificationToast({ ok: false, reason: "failed" })).toMatchObject({
      variant: "destructive",
    });
  });
});
