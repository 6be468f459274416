import type * as z from "zod/mini";

import { signInSchema, signUpSchema } from "./credentials";

export type SignUpValues = {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** The honeypot; empty for people. */
  website?: string;
};
export type SignUpInput = z.output<typeof signUpSchema>;
export type SignUpFieldErrors = Partial<Record<keyof SignUpInput, string>>;

export type SignInValues = { email: string; password: string };
export type SignInFieldErrors = Partial<Record<keyof SignInValues, string>>;

/**
 * Checks a sign-up before anything is sent: mismatched passwords first (the spec's toast, nothing
 * submitted), then the shared schema, whose messages go under the fields.
 */
export function checkSignUp(
  values: SignUpValues,
):
  | { ok: true; input: SignUpInput }
  | { ok: false; mismatch: true }
  | { ok: false; fields: SignUpFieldErrors } {
  if (values.password !== values.confirmPassword) return { ok: false, mismatch: true };
  const parsed = signUpSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, fields: firstIssues<keyof SignUpInput>(parsed.error) };
}

export function checkSignIn(
  values: SignInValues,
): { ok: true; input: SignInValues } | { ok: false; fields: SignInFieldErrors } {
  const parsed = signInSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, fields: firstIssues<keyof SignInValues>(parsed.error) };
}

/** A form's values, read by name, as strings ("" for a missing field). */
export function readForm<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")])) as Record<K, string>;
}

function firstIssues<K extends string>(error: z.core.$ZodError): Partial<Record<K, string>> {
  const fields: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as K | undefined;
    if (field !== undefined && fields[field] === undefined) fields[field] = issue.message;
  }
  return fields;
}
