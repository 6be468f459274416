import { createContext, useContext, useEffect, useMemo } from "react";
import { useRevalidator } from "react-router";

import { onAuthChangeElsewhere } from "./auth-channel";
import type { SessionUser } from "./auth-client";

export type AuthState = {
  /** The signed-in user, or null. Known from the first server render: there is no loading screen. */
  user: SessionUser | null;
  /** Kept for the spec's session shape; always false, since the server renders with the user known. */
  loading: false;
  /** Whether "Continue with Google" can work on this server. */
  googleEnabled: boolean;
  /** Reloads the user (and every loader) after a sign-in, sign-out or profile change. */
  refresh: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/**
 * Provides the root loader's user to the app and keeps it current: another tab's sign-in or
 * sign-out (broadcast) or a session that changed while the tab was in the background (checked on
 * focus) reloads the loaders.
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

  useEffect(() => {
    const refresh = () => void revalidator.revalidate();
    const stopListening = onAuthChangeElsewhere(refresh);
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

  const value = useMemo<AuthState>(
    () => ({ user, loading: false, googleEnabled, refresh: () => revalidator.revalidate() }),
    [user, googleEnabled, revalidator],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used within an AuthProvider");
  return state;
}
