import { type ComponentType, Suspense, lazy, useSyncExternalStore } from "react";

import { serverSnapshot, toastStore } from "./toast-store";

// Radix Toast is code most visits never run: it loads with the page's first toast. Should that
// load fail (offline), the page goes on without toasts rather than into the error boundary.
const Toaster = lazy<ComponentType>(() =>
  import("./toaster").then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

const hasToasts = () => toastStore.getSnapshot().length > 0;
const serverHasToasts = () => serverSnapshot().length > 0;

/**
 * The app's one toast region, mounted when the store first holds a toast. The Toaster reads the
 * store itself once loaded, so a toast shown while its code is on the way is not lost.
 */
export function ToasterOnDemand() {
  const needed = useSyncExternalStore(toastStore.subscribe, hasToasts, serverHasToasts);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
