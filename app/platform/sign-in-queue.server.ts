import { availableParallelism } from "node:os";

import pLimit from "p-limit";

/**
 * Email-and-password sign-ins in progress, at most one fewer than the cores (at least one), the
 * rest waiting here before any of their work starts (decision 042). Hashing is bounded already
 * (./password-hash.server.ts), but a sign-in also costs the event loop about 15 ms of its own
 * (Better Auth, five queries, cookies): ten at once took most of the loop from the pages being
 * served meanwhile, whose p99 rose past twice a static file's. One at a time per spare core still
 * signs in faster than the scrypt of before did on a whole core.
 */
const slots = pLimit(Math.max(1, availableParallelism() - 1));

/** Runs one sign-in when a slot is free. */
export function inSignInSlot<T>(signIn: () => Promise<T>): Promise<T> {
  return slots(signIn);
}

/** Sign-ins waiting for a slot now, not those running: a gauge /metrics reads. */
export function signInsWaiting(): number {
  return slots.pendingCount;
}
