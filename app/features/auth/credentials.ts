import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;
export const DISPLAY_NAME_MAX_LENGTH = 100;

export const displayNameSchema = z
  .string({ error: "Please enter your name." })
  .trim()
  .min(1, "Please enter your name.")
  .max(DISPLAY_NAME_MAX_LENGTH, `Name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`);

/** Sign-up as the form sends it (spec: email, password, displayName; all required). */
export const signUpSchema = z.object({
  displayName: displayNameSchema,
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: "Please enter a valid email address." })),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
});

export const signInSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email address."),
  password: z.string().min(1, "Please enter your password."),
});

/**
 * Where to go after signing in: only a path on this site. Anything else (another origin, a
 * protocol-relative `//host`, a backslash trick, a control character) falls back to the dashboard.
 */
export function safeRedirectTo(value: string | null | undefined, fallback = "/dashboard"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://modura.invalid");
    if (url.origin !== "http://modura.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
