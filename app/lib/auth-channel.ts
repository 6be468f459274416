// Apart from auth-client.ts so that every page can listen without loading the identity calls.
const AUTH_CHANNEL = "modura-auth";

/** Who is signed in now: a user id, or null for nobody. */
export type SignedIn = string | null;

/** Tells this site's other tabs that who is signed in has changed (to `userId`, when known). */
export function announceAuthChange(userId?: SignedIn) {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.postMessage(userId === undefined ? "changed" : { userId });
  channel.close();
}

/** Calls `listener` when another tab announces a change, with the new user id when it said. */
export function onAuthChangeElsewhere(listener: (userId: SignedIn | undefined) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.onmessage = (event: MessageEvent) => listener(announcedUser(event.data));
  return () => channel.close();
}

function announcedUser(data: unknown): SignedIn | undefined {
  if (typeof data !== "object" || data === null || !("userId" in data)) return undefined;
  const { userId } = data as { userId: unknown };
  return typeof userId === "string" || userId === null ? userId : undefined;
}
