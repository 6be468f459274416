import { useEffect } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";

import { readGoogleFailure } from "./google-flow";
import { type AuthIntent, parseAuthIntent } from "./intents";

/**
 * The /auth form whose request is running, if any: from its posting until the page it leads to has
 * loaded (a redirect's loading included), so the buttons stay busy while the page is left.
 */
export function useSubmittingIntent(): AuthIntent | null {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return parseAuthIntent(navigation.formData?.get("intent")) ?? null;
}

/**
 * Back from a failed Google redirect, /auth's address carries markers (`?googleError=1&error=…`)
 * that made the page say why. Once the page runs they leave the address, so a reload does not say
 * it again, and the forms never post them. Answers the forms' action: this address without them.
 */
export function useGoogleMarkersLeave(): string {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const cleaned = readGoogleFailure(search)?.search;

  useEffect(() => {
    if (cleaned === undefined) return;
    void navigate({ pathname, search: cleaned, hash }, { replace: true, preventScrollReset: true });
  }, [cleaned, navigate, pathname, hash]);

  return pathname + (cleaned ?? search);
}
