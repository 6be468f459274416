import { describe, expect, it } from "vitest";

import { parseForm } from "~/lib/conform-forms";

import { PASSWORD_HINT, signInSchema, signUpFormSchema, signUpSchema } from "./credentials";

describe("signUpSchema", () => {
  const valid = { displayName: "Ada", email: "ada@example.com", password: "12345678" };

  it("accepts passwords of 8 to 128 characters, as the hint says", () => {
    expect(PASSWORD_HINT).toBe("8 to 128 characters.");
    expect(signUpSchema.safeParse(valid).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, password: "x".repeat(128) }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, password: "x".repeat(7) }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...valid, password: "x".repeat(129) }).success).toBe(false);
  });

  it("requires a name and a valid email", () => {
    expect(signUpSchema.safeParse({ ...valid, displayName: "  " }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...valid, email: "ada@" }).success).toBe(false);
  });

  it("takes a name of 2 to 100 characters after trimming", () => {
    const nameError = (displayName: string) =>
      signUpSchema.safeParse({ ...valid, displayName }).error?.issues[0]?.message;
    expect(nameError(" Al ")).toBeUndefined();
    expect(nameError("x".repeat(100))).toBeUndefined();
    expect(nameError(" A ")).toBe("Name must be at least 2 characters.");
    expect(nameError("x".repeat(101))).toBe("Name must be at most 100 characters.");
  });
});

describe("the sign-in and sign-up forms' schemas, as the forms post them", () => {
  const post = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return form;
  };

  it("sign-up: passwords that differ are reported alone, on the confirmation", () => {
    const fields = { displayName: "A", email: "nope", password: "short", confirmPassword: "other" };
    expect(parseForm(post(fields), signUpFormSchema).reply().error).toEqual({
      confirmPassword: ["Please make sure your passwords match."],
    });
  });

  it("sign-up: then every field's first problem", () => {
    const fields = { displayName: "A", email: "nope", password: "short", confirmPassword: "short" };
    const error = parseForm(post(fields), signUpFormSchema).reply().error;
    expect(
      Object.fromEntries(Object.entries(error ?? {}).map(([name, messages]) => [name, messages?.[0]])),
    ).toEqual({
      displayName: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      password: "Password must be at least 8 characters.",
    });
  });

  it("sign-in: names an empty email and password", () => {
    expect(parseForm(post({ email: "", password: "" }), signInSchema).reply().error).toEqual({
      email: ["Please enter your email address."],
      password: ["Please enter your password."],
    });
  });
});
