import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

import {
  GOOGLE_MESSAGE_TYPE,
  type GoogleCompletionMessage,
  completionFallbackPath,
  parseCompletion,
} from "~/features/auth/google-flow";
import { PRODUCT_NAME } from "~/lib/product";

export function meta() {
  return [{ title: `Completing sign-in | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

/**
 * Where the Google popup lands (Better Auth's callback redirects here with `?status=success`, or
 * `?status=error&error=…`): it hands the outcome to the page that opened it and closes. Opened any
 * other way, it goes on to the dashboard or back to /auth, with the same toasts as a redirect.
 */
export default function GoogleComplete() {
  const { search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const outcome = parseCompletion(search);
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) {
      const message: GoogleCompletionMessage = { type: GOOGLE_MESSAGE_TYPE, outcome };
      // Only a page of our own origin receives it.
      opener.postMessage(message, window.location.origin);
      window.close();
      return;
    }
    void navigate(completionFallbackPath(outcome), { replace: true });
  }, [search, navigate]);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-6 pt-16">
      <p role="status" className="text-lg text-slate-700">
        Completing sign-in…
      </p>
    </main>
  );
}
