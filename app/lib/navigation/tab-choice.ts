/** One tab of a group whose selection lives in the URL (components/ui/url-tabs.tsx). */
export type TabChoice<T extends string> = { value: T };

/** The tab a URL asks for; the first one when it names none or one that does not exist. */
export function selectedTab<T extends string>(tabs: readonly TabChoice<T>[], requested: string | null): T {
  const found = tabs.find((tab) => tab.value === requested);
  return (found ?? tabs[0]!).value;
}

/**
 * The link to a tab: the current query with `param` set, or taken out for the default tab, so the
 * default page keeps its plain address (and its place in the page cache).
 */
export function hrefForTab(
  pathname: string,
  current: URLSearchParams,
  param: string,
  value: string,
  defaultValue: string,
): string {
  const next = new URLSearchParams(current);
  if (value === defaultValue) next.delete(param);
  else next.set(param, value);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** WAI-ARIA tabs keys: the tab to move to (wrapping), or undefined for any other key. */
export function nextTabIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}
