import type { ToastInput } from "./messages";

/** What a form on /auth asks its action to do (the `intent` field). */
export const AUTH_INTENTS = ["sign-in", "sign-up", "google"] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

export function parseAuthIntent(value: unknown): AuthIntent | undefined {
  return AUTH_INTENTS.find((intent) => intent === value);
}

/**
 * /auth's action when nobody was signed in: the message to show (a toast with JavaScript, on the
 * page without), the problems to show under fields, and the values to put back (never a password).
 */
export type AuthAnswer = {
  intent: AuthIntent;
  message?: ToastInput;
  fields?: Partial<Record<string, string>>;
  values: { email?: string; displayName?: string };
};
