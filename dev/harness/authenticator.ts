import type * as OTPAuth from "otpauth";

const usedSteps = new WeakMap<OTPAuth.TOTP, number>();
/** How long a code may take from here to the server's check: it must still be in the window then. */
const CODE_TRAVEL_MS = 5_000;

/**
 * A code of `totp` the site has not had yet, as a person waits for the app's next code: the site
 * takes each time step's code once (decision 037), and one step either side of its own. The oldest
 * step still good first, so an authenticator gives three codes at once; a fourth waits for the clock.
 */
export async function freshCode(totp: OTPAuth.TOTP): Promise<string> {
  const periodMs = totp.period * 1000;
  for (;;) {
    const now = Date.now();
    const oldest = Math.floor((now + CODE_TRAVEL_MS) / periodMs) - 1;
    const newest = Math.floor(now / periodMs) + 1;
    const step = Math.max((usedSteps.get(totp) ?? -Infinity) + 1, oldest);
    if (step <= newest) {
      usedSteps.set(totp, step);
      return totp.generate({ timestamp: step * periodMs });
    }
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * periodMs - now));
  }
}
