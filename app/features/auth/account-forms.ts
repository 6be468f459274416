import type * as z from "zod/mini";

import { type FieldErrors, firstMessagePerField } from "~/lib/validation/field-errors";

import { signUpSchema } from "./credentials";

export type SignUpValues = {
  displayName: string;
  email: string;
  password: string;
  /** The form always has one; a JSON caller may leave it out (see checkSignUpBody). */
  confirmPassword?: string;
  /** The honeypot; empty for people. */
  website?: string;
};
export type SignUpInput = z.output<typeof signUpSchema>;
export type SignUpFieldErrors = FieldErrors<keyof SignUpInput>;

export type SignInValues = { email: string; password: string };

export type SignUpCheck =
  { ok: true; input: SignUpInput } | { ok: false; mismatch: true } | { ok: false; fields: SignUpFieldErrors };

/**
 * A sign-up's check in Better Auth's before hook (sign-up-check.server.ts), for its JSON endpoint
 * and any other caller of it. Mismatched passwords first, then the shared schema: the rules of the
 * form's own schema (signUpFormSchema, which /auth's action parses with), which also lets a JSON
 * caller leave the confirmation out.
 */
export function checkSignUp(values: { [K in keyof SignUpValues]?: unknown }): SignUpCheck {
  if (values.confirmPassword !== undefined && values.password !== values.confirmPassword)
    return { ok: false, mismatch: true };
  const parsed = signUpSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, fields: firstMessagePerField(parsed.error) };
}

/**
 * A body for Better Auth's sign-up (`name`, not `displayName`), checked by `checkSignUp`. A JSON
 * caller that sends no confirmation is not asked for one: the confirmation guards a person's typing
 * in our form, which always sends it; API clients and Better Auth's own client send none.
 */
export function checkSignUpBody(body: unknown): SignUpCheck {
  const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  return checkSignUp({
    displayName: fields.name,
    email: fields.email,
    password: fields.password,
    confirmPassword: fields.confirmPassword,
  });
}

/** A form's values, read by name, as strings ("" for a missing field). */
export function readForm<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")])) as Record<K, string>;
}
