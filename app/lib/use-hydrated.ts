import { useEffect, useSyncExternalStore } from "react";

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

/**
 * Marks `<html data-hydrated>` once React has hydrated the document. The scripts start after the
 * first paint (docs/decisions/007-paint-before-scripts.md), so the load event no longer says the page
 * is interactive; this does, for end-to-end tests and anything else that must wait for it.
 */
export function useMarkDocumentHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
