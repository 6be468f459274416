import { describe, expect, it } from "vitest";

import { parseForm } from "~/lib/conform-forms";

import { changeEmailSchema, changePasswordSchema, deleteAccountSchema } from "./settings";

/** The settings forms' schemas as their forms post them, read as Conform reads them. */
const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("changePasswordSchema", () => {
  const errors = (fields: Record<string, string>) =>
    parseForm(post(fields), changePasswordSchema).reply().error;

  it("asks for the current password first, alone", () => {
    expect(errors({ currentPassword: "", password: "short", confirmPassword: "other" })).toEqual({
      currentPassword: ["Please enter your current password."],
    });
  });

  it("then the match, alone, then the new password's rules", () => {
    expect(errors({ currentPassword: "old", password: "short", confirmPassword: "other" })).toEqual({
      confirmPassword: ["Please make sure your passwords match."],
    });
    expect(errors({ currentPassword: "old", password: "short", confirmPassword: "short" })).toEqual({
      password: ["Password must be at least 8 characters."],
    });
  });

  it("gives the current and the new password", () => {
    const fields = { currentPassword: "old-one", password: "new-password", confirmPassword: "new-password" };
    expect(parseForm(post(fields), changePasswordSchema)).toMatchObject({
      status: "success",
      value: { currentPassword: "old-one", password: "new-password" },
    });
  });
});

describe("changeEmailSchema", () => {
  const schema = changeEmailSchema("Ada@Example.com");

  it("names a bad address, and the account's own in any case", () => {
    expect(parseForm(post({ newEmail: "nope" }), schema).reply().error).toEqual({
      newEmail: ["Please enter a valid email address."],
    });
    expect(parseForm(post({ newEmail: "" }), schema).reply().error).toEqual({
      newEmail: ["Please enter a valid email address."],
    });
    expect(parseForm(post({ newEmail: " ada@example.COM " }), schema).reply().error).toEqual({
      newEmail: ["This is already your email address."],
    });
  });

  it("gives the new address, trimmed", () => {
    expect(parseForm(post({ newEmail: " grace@example.com " }), schema)).toMatchObject({
      status: "success",
      value: { newEmail: "grace@example.com" },
    });
  });
});

describe("deleteAccountSchema", () => {
  const withPassword = deleteAccountSchema({ email: "ada@example.com", hasPassword: true });

  it("needs the email typed out first, alone", () => {
    expect(
      parseForm(post({ confirmEmail: "someone@else.com", password: "" }), withPassword).reply().error,
    ).toEqual({
      confirmEmail: ["Type your email address exactly as shown to confirm."],
    });
    expect(parseForm(post({ password: "x" }), withPassword).reply().error).toEqual({
      confirmEmail: ["Type your email address exactly as shown to confirm."],
    });
  });

  it("then the password, when the account has one", () => {
    expect(
      parseForm(post({ confirmEmail: " ADA@example.com ", password: "" }), withPassword).reply().error,
    ).toEqual({
      password: ["Please enter your password."],
    });
    expect(
      parseForm(post({ confirmEmail: "ada@example.com", password: "secret" }), withPassword),
    ).toMatchObject({
      status: "success",
      value: { password: "secret" },
    });
  });

  it("ignores any password for an account without one", () => {
    const google = deleteAccountSchema({ email: "ada@example.com", hasPassword: false });
    const submission = parseForm(post({ confirmEmail: "ada@example.com", password: "sent anyway" }), google);
    expect(submission).toMatchObject({ status: "success" });
    expect(submission.status === "success" && submission.value.password).toBeUndefined();
    // Its form has no password field at all.
    expect(parseForm(post({ confirmEmail: "ada@example.com" }), google).status).toBe("success");
  });
});
