import { useCallback } from "react";
import { useNavigate } from "react-router";

import { toast } from "~/components/ui/toast-store";
import { AUTH_TOASTS } from "~/features/auth/messages";

/**
 * The one sign-out action (avatar menu, mobile menu, dashboard): on success it tells other tabs,
 * says so, and goes to / reloading every loader, so the navigation shows the signed-out items.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    // The identity calls load when one is made: the menus that offer this are on every page.
    const client = await import("./auth-client").catch(() => undefined);
    const result = await client?.signOut();
    if (!client || !result?.ok) {
      toast({ ...AUTH_TOASTS.signOutFailure, variant: "destructive" });
      return;
    }
    client.announceAuthChange();
    toast(AUTH_TOASTS.signOutSuccess);
    await navigate("/", { defaultShouldRevalidate: true });
  }, [navigate]);
}
