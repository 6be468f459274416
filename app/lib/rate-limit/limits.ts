/** A fixed-window limit: at most `max` requests per `windowSeconds`. */
export type Limit = { max: number; windowSeconds: number };

/** What a store reports after counting one request: the window's count so far and the time it has left. */
export type WindowHit = { count: number; msLeft: number };

export type Decision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const LIMIT_PATTERN = /^(\d{1,9})\/(\d{1,9})$/;

/** Reads "10/60" (10 requests per 60 seconds); undefined for anything else or for zero in either part. */
export function parseLimit(text: string): Limit | undefined {
  const match = LIMIT_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const max = Number(match[1]);
  const windowSeconds = Number(match[2]);
  return max > 0 && windowSeconds > 0 ? { max, windowSeconds } : undefined;
}

/**
 * Whether the request just counted may pass. Every request is counted, denied ones too, so a client
 * that keeps hammering does not get in earlier. Retry-After is whole seconds, at least 1.
 */
export function decide(hit: WindowHit, limit: Limit): Decision {
  if (hit.count <= limit.max) return { allowed: true };
  const seconds = Math.ceil(Math.max(hit.msLeft, 0) / 1000);
  return { allowed: false, retryAfterSeconds: Math.min(Math.max(seconds, 1), limit.windowSeconds) };
}

/**
 * The bucket for a client address. IPv4 clients seen through an IPv6 socket ("::ffff:1.2.3.4") are
 * the same client as "1.2.3.4"; an IPv6 client is bucketed by its /64, since one host usually holds
 * a whole /64 and could otherwise rotate through addresses for free.
 */
export function addressBucket(address: string): string {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) return mapped[1]!;
  if (!value.includes(":")) return value;
  const groups = expandIpv6(value);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : value;
}

/** The eight groups of an IPv6 address without its zone, or undefined when it is not one. */
function expandIpv6(address: string): string[] | undefined {
  const bare = address.split("%")[0]!;
  const halves = bare.split("::");
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  // An embedded IPv4 tail ("::1.2.3.4") counts as two groups; the /64 prefix never includes it.
  const tailGroups = tail.reduce((n, group) => n + (group.includes(".") ? 2 : 1), 0);
  const missing = 8 - head.length - tailGroups;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.slice(0, 4).every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => (group.includes(".") ? group : group.replace(/^0+(?=.)/, "")));
}
