import { type AuthResult, authCall } from "./auth-client";

/*
 * Passkeys in the browser (WebAuthn needs JavaScript by its nature): Better Auth's passkey endpoints
 * with @simplewebauthn/browser, which is imported only when a passkey button is pressed, so it is
 * never part of a page's first load.
 */

/** The browser's own words when the person cancels or the authenticator refuses, in ours. */
function webAuthnFailure(error: unknown): AuthResult<never> {
  const name = error instanceof Error ? error.name : "";
  return {
    ok: false,
    message:
      name === "NotAllowedError" || name === "AbortError"
        ? "The passkey was not used (cancelled or timed out). Try again."
        : name === "InvalidStateError"
          ? "This device already holds a passkey for your account."
          : "This browser could not use a passkey here.",
  };
}

/** Makes a passkey on this device for the signed-in account and stores its public key. */
export async function addPasskey(name: string): Promise<AuthResult> {
  const options = await authCall("/passkey/generate-register-options");
  if (!options.ok || !options.data) return { ok: false, message: options.ok ? undefined : options.message };
  let response;
  try {
    const { startRegistration } = await import("@simplewebauthn/browser");
    response = await startRegistration({ optionsJSON: options.data as never });
  } catch (error) {
    return webAuthnFailure(error);
  }
  return authCall("/passkey/verify-registration", { response, name });
}

/** Signs in with a passkey of this device (any account's: the authenticator offers its own). */
export async function signInWithPasskey(): Promise<AuthResult> {
  const options = await authCall("/passkey/generate-authenticate-options");
  if (!options.ok || !options.data) return { ok: false, message: options.ok ? undefined : options.message };
  let response;
  try {
    const { startAuthentication } = await import("@simplewebauthn/browser");
    response = await startAuthentication({ optionsJSON: options.data as never });
  } catch (error) {
    return webAuthnFailure(error);
  }
  return authCall("/passkey/verify-authentication", { response });
}
