import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

import { toast } from "~/components/ui/toast-store";
import type * as GoogleFlow from "~/features/auth/google-flow";
import { googleOutcomeToast } from "~/features/auth/messages";

/**
 * After "Continue with Google" went through a full-page redirect (popup blocked), announces the
 * outcome once: "Welcome!" on the page signed in to, "Google login failed" back on /auth. The
 * markers then leave the URL, so a reload or a shared link does not announce it again.
 *
 * The code that reads the markers (with the redirect checks it shares with /auth) loads only for
 * an address with a query string: most pages never need it.
 */
export function GoogleRedirectToasts() {
  const location = useLocation();
  const navigate = useNavigate();
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!location.search || announced.current === location.key) return;
    let current = true;
    const announce = ({ completionResult, readRedirectMarkers }: typeof GoogleFlow) => {
      const markers = readRedirectMarkers(location.search);
      if (!current || !markers || announced.current === location.key) return;
      announced.current = location.key;
      const message = googleOutcomeToast(completionResult(markers.outcome));
      if (message) toast(message);
      void navigate(
        { pathname: location.pathname, search: markers.search, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    };
    // A failed load (offline) leaves the markers unannounced, as a page without JavaScript would.
    import("~/features/auth/google-flow").then(announce, () => {});
    return () => {
      current = false;
    };
  }, [location, navigate]);

  return null;
}
