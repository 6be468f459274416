import { describe, expect, it } from "vitest";

import { checkSignUp, checkSignUpBody, readForm } from "./account-forms";

const valid = {
  displayName: " Ada Lovelace ",
  email: " ada@example.com ",
  password: "analytical-engine",
  confirmPassword: "analytical-engine",
};

describe("checkSignUp", () => {
  it("reports mismatched passwords before anything else", () => {
    expect(checkSignUp({ ...valid, displayName: "", confirmPassword: "other" })).toEqual({
      ok: false,
      mismatch: true,
    });
  });

  it("gives the trimmed input when everything is valid", () => {
    expect(checkSignUp(valid)).toEqual({
      ok: true,
      input: { displayName: "Ada Lovelace", email: "ada@example.com", password: "analytical-engine" },
    });
  });

  it("gives the first message of each invalid field", () => {
    const result = checkSignUp({
      displayName: "   ",
      email: "ada@",
      password: "short",
      confirmPassword: "short",
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        displayName: "Please enter your name.",
        email: "Please enter a valid email address.",
        password: "Password must be at least 8 characters.",
      },
    });
  });

  it("rejects a password over 128 characters", () => {
    const long = "x".repeat(129);
    expect(checkSignUp({ ...valid, password: long, confirmPassword: long })).toEqual({
      ok: false,
      fields: { password: "Password must be at most 128 characters." },
    });
  });
});

describe("checkSignUpBody", () => {
  const body = { name: " Ada Lovelace ", email: "ada@example.com", password: "analytical-engine" };

  it("reads Better Auth's field names and asks for no confirmation when none is sent", () => {
    expect(checkSignUpBody(body)).toEqual({
      ok: true,
      input: { displayName: "Ada Lovelace", email: "ada@example.com", password: "analytical-engine" },
    });
  });

  it("checks a confirmation that is sent, whatever its type", () => {
    expect(checkSignUpBody({ ...body, confirmPassword: body.password }).ok).toBe(true);
    expect(checkSignUpBody({ ...body, confirmPassword: "other" })).toEqual({ ok: false, mismatch: true });
    expect(checkSignUpBody({ ...body, confirmPassword: null })).toEqual({ ok: false, mismatch: true });
  });

  it("refuses what the form refuses, and a body that is not an object", () => {
    expect(checkSignUpBody({ ...body, name: "x".repeat(101) })).toEqual({
      ok: false,
      fields: { displayName: "Name must be at most 100 characters." },
    });
    expect(checkSignUpBody({ ...body, name: 42 })).toEqual({
      ok: false,
      fields: { displayName: "Please enter your name." },
    });
    for (const nonObject of [null, "text", 7, []]) expect(checkSignUpBody(nonObject).ok).toBe(false);
  });
});

describe("readForm", () => {
  it("reads the named fields as strings", () => {
    const form = new FormData();
    form.set("email", "ada@example.com");
    expect(readForm(form, ["email", "password"])).toEqual({ email: "ada@example.com", password: "" });
  });
});
