import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { searchWithoutNotice } from "~/lib/notices";
import { useHydrated } from "~/lib/use-hydrated";

import { noticeFrom } from "./notices";

/**
 * The notice a redirect left in the URL (app/lib/notices.ts): on the page below the navigation bar
 * without JavaScript, a toast with it. Once shown as a toast it leaves the URL, so a reload or a
 * shared link does not say it again.
 */
export function UrlNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  // One object per visit to the address, so the toast shows once for it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const message = useMemo(() => noticeFrom(search), [search, location.key]);
  const rest = searchWithoutNotice(search);

  useEffect(() => {
    if (!hydrated || !message) return;
    void navigate(
      { pathname: location.pathname, search: rest, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [hydrated, message, navigate, location.pathname, location.hash, rest]);

  if (!message) return null;
  return (
    // In the page's flow below the fixed navigation bar, so it covers none of the page's controls;
    // a landmark of its own, so that nothing on the page (its Dismiss link) is outside one.
    <section aria-label="Notice" className="mx-auto max-w-xl px-4 pt-20">
      <ActionMessage message={message} className="ring-1 ring-slate-200" />
      {hydrated ? null : (
        <a
          href={location.pathname + rest + location.hash}
          className="mt-1 inline-block text-sm font-semibold text-teal-800 underline"
        >
          Dismiss
        </a>
      )}
    </section>
  );
}
