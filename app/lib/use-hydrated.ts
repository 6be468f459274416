import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser. Buttons
 * that only work with JavaScript stay disabled until then, so an early click is never lost (and a
 * sign-in form is never submitted natively).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
