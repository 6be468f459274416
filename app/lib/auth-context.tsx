import { createContext, useContext, useEffect, useMemo, useRef } from "react";
import { useRevalidator } from "react-router";

import { type SignedIn, announceAuthChange, onAuthChangeElsewhere } from "./auth-channel";
import type { SessionUser } from "./auth-client";

export type AuthState = {
  /** The signed-in user, or null. Known from the first server render: there is no loading screen. */
  user: SessionUser | null;
  /** Whether "Continue with Google" can work on this server. */
  googleEnabled: boolean;
};

const AuthContext = createContext<AuthState | null>(null);

/**
 * Provides the root loader's user to the app and keeps every tab in step. Sign-in, sign-up and
 * sign-out are forms whose redirects reload the loaders: when the user they give differs from the
 * one before, this tab tells the others (broadcast), which reload theirs. A session that changed
 * while the tab was in the background (a no-JavaScript tab, an expiry) is checked on focus.
 */
export function AuthProvider({
  user,
  googleEnabled,
  children,
}: {
  user: SessionUser | null;
  googleEnabled: boolean;
  children: React.ReactNode;
}) {
  const revalidator = useRevalidator();
  const userId = user?.id ?? null;
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

  const value = useMemo<AuthState>(() => ({ user, googleEnabled }), [user, googleEnabled]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
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

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used within an AuthProvider");
  return state;
}
