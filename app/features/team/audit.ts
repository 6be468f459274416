const METHODS: Record<string, string> = {
  "/sign-in/email": "password",
  "/sign-up/email": "sign-up",
  "/two-factor/verify-totp": "authenticator code",
  "/two-factor/verify-backup-code": "backup code",
  "/passkey/verify-authentication": "passkey",
  "/oauth2/callback/google": "Google",
};

/** How a session was made, in words, from the Better Auth endpoint that made it. */
export function signInMethod(path: string): string {
  return METHODS[path] ?? (path || "server");
}
