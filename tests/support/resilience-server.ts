/** Every instance of a test shares it, as several production instances must (docs/operations.md). */
export const SHARED_AUTH_SECRET = "resilience-secret-shared-by-every-instance-0123456789";

/**
 * What every server these tests start (with startServerProcess, dev/harness/server-process.ts)
 * runs with: rate limits off, since bursts come from one address, and the auth secret shared.
 */
export const RESILIENCE_ENV = {
  BETTER_AUTH_SECRET: SHARED_AUTH_SECRET,
  RATE_LIMIT: "off",
  FRAUD_BURST: "off",
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 50 ms until it is true; resolves with the milliseconds it took. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

/** POSTs one sign-up as the site's own page would. */
export function postWaitlist(url: string, email: string, fullName = "Resilience Test"): Promise<Response> {
  return fetch(`${url}/api/waitlist`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ fullName, email, primaryActivity: "trail" }),
  });
}
