/**
 * A webhook URL's shape, checked by the register form in the browser and on the server alike: a
 * full URL, https (or http when private addresses are allowed: tests, a LAN), no user name or
 * password, not a localhost name. Whether an address may be reached is the server's check
 * (address-guard.ts), which needs Node's address lists.
 */
export function webhookUrlShapeProblem(text: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "Please enter a full URL, e.g. https://example.com/webhooks.";
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:"))
    return allowPrivate
      ? "The URL must start with https:// or http://."
      : "The URL must start with https://.";
  if (url.username || url.password) return "The URL must not contain a user name or password.";
  const host = url.hostname;
  if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost")))
    return "The URL points to a loopback address, which webhooks may not reach.";
  return undefined;
}
