import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";

import type { Route } from "./+types/google-complete.route";
import {
  GOOGLE_MESSAGE_TYPE,
  type GoogleCompletionMessage,
  completionFallbackPath,
  parseCompletion,
} from "./google-flow";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.googleComplete, publicUrlFromMatches(matches));
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
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center px-6 pt-16"
    >
      {/* The page's one heading, inside the live region so the wait is still announced. */}
      <div role="status">
        <h1 className="text-lg font-normal text-slate-700">Completing sign-in…</h1>
      </div>
    </main>
  );
}
