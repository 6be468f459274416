import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

import { toast } from "~/components/ui/toast-store";
import { completionResult, readRedirectMarkers } from "~/features/auth/google-flow";
import { googleOutcomeToast } from "~/features/auth/messages";

/**
 * After "Continue with Google" went through a full-page redirect (popup blocked), announces the
 * outcome once: "Welcome!" on the page signed in to, "Google login failed" back on /auth. The
 * markers then leave the URL, so a reload or a shared link does not announce it again.
 */
export function GoogleRedirectToasts() {
  const location = useLocation();
  const navigate = useNavigate();
  const announced = useRef<string | null>(null);

  useEffect(() => {
    const markers = readRedirectMarkers(location.search);
    if (!markers || announced.current === location.key) return;
    announced.current = location.key;
    const message = googleOutcomeToast(completionResult(markers.outcome));
    if (message) toast(message);
    void navigate(
      { pathname: location.pathname, search: markers.search, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate]);

  return null;
}
