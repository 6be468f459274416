// Apart from auth-client.ts so that every page can listen without loading the identity calls.
const AUTH_CHANNEL = "modura-auth";

/** Tells this site's other tabs that who is signed in has changed. */
export function announceAuthChange() {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

export function onAuthChangeElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
