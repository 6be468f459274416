import { useEffect, useRef } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";

import { readDocumentUser } from "./account-items";
import { type SignedIn, announceAuthChange, onAuthChangeElsewhere } from "./auth-channel";
import type { SessionUser } from "./auth-client";

/**
 * What the root loader (app/root.tsx) gives every page. Named here rather than inferred from the
 * loader, so the root can use this module without the two importing each other.
 */
export type RootData = {
  user: SessionUser | null;
  googleEnabled: boolean;
  /** The server's year, so the client hydrates the same text whatever its own clock says. */
  year: number;
  /** Every page's canonical and sharing URLs are absolute, built from this (app/lib/seo.ts). */
  publicUrl: string;
};

const useRootData = () => useRouteLoaderData("root") as RootData | undefined;

/** In the browser: the root loader data the page hydrated with, and the user its HTML names. */
let served: { rootData: RootData; user: SessionUser | null } | undefined;

/**
 * The signed-in user, or null: known from the first server render. The root loader says, except
 * in the browser while its data is still what the page hydrated with and the page's HTML names a
 * user: a signed-in visitor may have been served a kept anonymous page with their own account items
 * put in (server/page-cache.ts), whose loader data says nobody, so the items name them
 * (app/lib/account-items.ts). Once the root loader runs again, its data is new and says who itself.
 */
export function useOptionalUser(): SessionUser | null {
  const rootData = useRootData();
  if (!rootData) return null;
  if (typeof document === "undefined") return rootData.user;
  // Only while hydrating is the document the server's (app/lib/use-hydrated.ts marks the end).
  const hydrating = document.documentElement.dataset.hydrated === undefined;
  served ??= { rootData, user: hydrating ? readDocumentUser(document) : null };
  return rootData === served.rootData && served.user ? served.user : rootData.user;
}

/** Whether "Continue with Google" can work on this server (the root loader says). */
export function useGoogleEnabled(): boolean {
  return useRootData()?.googleEnabled ?? false;
}

/**
 * Keeps every tab in step with the root loader's user. Sign-in, sign-up and sign-out are forms
 * whose redirects reload the loaders: when the user they give differs from the one before, this tab
 * tells the others (broadcast), which reload theirs. A session that changed while the tab was in
 * the background (a no-JavaScript tab, an expiry) is checked on focus.
 */
export function SessionSync() {
  const revalidator = useRevalidator();
  const userId = useOptionalUser()?.id ?? null;
  useAnnounceChanges(userId);

  useEffect(() => {
    const refresh = () => void revalidator.revalidate();
    const stopListening = onAuthChangeElsewhere((announced) => {
      if (announced === undefined || announced !== userId) refresh();
    });
    const onFocus = async () => {
      // The identity calls load with the first focus, not with every page.
      const client = await import("./auth-client").catch(() => undefined);
      const current = await client?.fetchSessionUserId();
      if (current !== undefined && current !== userId) refresh();
    };
    window.addEventListener("focus", onFocus);
    return () => {
      stopListening();
      window.removeEventListener("focus", onFocus);
    };
  }, [revalidator, userId]);

  return null;
}

/**
 * Announces each change of the signed-in user after the first render. A tab that changed because
 * another announced it says so too; the others then find their user already current and stop.
 */
function useAnnounceChanges(userId: SignedIn) {
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    announceAuthChange(userId);
  }, [userId]);
}
