import { useCallback } from "react";
import { useNavigate } from "react-router";

import { toast } from "~/components/ui/toast-store";
import { AUTH_TOASTS } from "~/features/auth/messages";

import { announceAuthChange, signOut } from "./auth-client";

/**
 * The one sign-out action (avatar menu, mobile menu, dashboard): on success it tells other tabs,
 * says so, and goes to / reloading every loader, so the navigation shows the signed-out items.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const result = await signOut();
    if (!result.ok) {
      toast({ ...AUTH_TOASTS.signOutFailure, variant: "destructive" });
      return;
    }
    announceAuthChange();
    toast(AUTH_TOASTS.signOutSuccess);
    await navigate("/", { defaultShouldRevalidate: true });
  }, [navigate]);
}
