import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A change of only the query on the same page (a tab, a gallery shoe, a notice leaving the URL)
 * is view state the page reads from the URL itself: no loader needs to run again for it. Anything
 * else (a form submission, another page, the same URL asked for again) revalidates as usual.
 */
export function revalidateUnlessViewChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search)
    return false;
  return defaultShouldRevalidate;
}
