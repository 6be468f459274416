import { useEffect, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser: for what the
 * page writes differently once scripts run (tab roles, a toast instead of a message, a date in the
 * visitor's zone). Never to disable a control until then (decision 008).
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
