import type { FormAnswer } from "~/lib/conform-forms";

/** What a form on /auth asks its action to do (the `intent` field). */
export const AUTH_INTENTS = ["sign-in", "sign-up", "google", "passkey"] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

export function parseAuthIntent(value: unknown): AuthIntent | undefined {
  return AUTH_INTENTS.find((intent) => intent === value);
}

/**
 * /auth's action when nobody was signed in, to the form that asked: Conform's result (the problems
 * under the fields, the values to put back, never a password) and the message to show.
 */
export type AuthAnswer = FormAnswer & { intent: AuthIntent };

/** What /auth hands each of its forms: where it posts, which form is busy, and the last answer. */
export type AuthFormProps = { action: string; busy: AuthIntent | null; answer: AuthAnswer | undefined };
