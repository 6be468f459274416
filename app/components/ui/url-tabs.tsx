import { type KeyboardEvent, type ReactNode, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";

import { useHydrated } from "~/lib/use-hydrated";
import { type TabChoice, hrefForTab, nextTabIndex, selectedTab } from "~/lib/navigation/tab-choice";

export type UrlTab<T extends string> = TabChoice<T> & {
  label: ReactNode;
  panel: ReactNode;
};

/**
 * Tabs whose selected tab lives in the URL (`?tab=…`), so the server renders it and every trigger
 * is a real link: a tap before the scripts run (or without them) loads that tab. Once React runs
 * they become ARIA tabs (roving focus, arrow keys, Home and End) that switch in place, replacing
 * the URL without a reload. Every panel is rendered and the others hidden, so what a visitor did
 * in one (a scan, a chat) survives a switch.
 */
export function UrlTabs<T extends string>({
  id,
  label,
  tabs,
  param = "tab",
  listClassName = "",
  triggerClassName = "",
  panelClassName = "",
}: {
  /** Prefix of the tab and panel ids; unique on the page. */
  id: string;
  /** The accessible name of the tab list. */
  label: string;
  /** The first tab is the default. */
  tabs: readonly UrlTab<T>[];
  param?: string;
  listClassName?: string;
  triggerClassName?: string;
  panelClassName?: string;
}) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const inAddress = searchParams.get(param);
  // The tab chosen by keyboard, shown at once: the address follows only when the in-place
  // navigation is done, and a Tab pressed before then must land in the chosen tab's panel, not in
  // the old one about to be hidden. It holds only while the address is the one it was chosen at:
  // any change of the address (this navigation, or Back) supersedes it.
  const [chosen, setChosen] = useState<{ value: T; at: string | null } | null>(null);
  const selected = chosen && chosen.at === inAddress ? chosen.value : selectedTab(tabs, inAddress);

  const hrefFor = (value: T) => hrefForTab(pathname, searchParams, param, value, tabs[0]!.value);
  const tabId = (value: T) => `${id}-tab-${value}`;
  const panelId = (value: T) => `${id}-panel-${value}`;

  const select = (value: T) => {
    setChosen({ value, at: inAddress });
    void navigate(hrefFor(value), { replace: true, preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // From the tab that has focus, not from `selected`: the address (and so `selected`) follows only
    // once the navigation is done, and a second press before then would step from the old tab.
    const index = tabs.findIndex((tab) => tabId(tab.value) === event.currentTarget.id);
    const next = nextTabIndex(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const value = tabs[next]!.value;
    select(value);
    document.getElementById(tabId(value))?.focus();
  };

  return (
    <div>
      {/* Before the scripts run these are a group of plain links (arrow keys would do nothing yet):
          every one is in the tab order, and the current one says so. */}
      <div
        role={hydrated ? "tablist" : "group"}
        aria-label={label}
        className={`inline-flex w-full items-center gap-1 rounded-lg bg-slate-100 p-1 ${listClassName}`}
      >
        {tabs.map((tab) => {
          const isSelected = tab.value === selected;
          return (
            <Link
              key={tab.value}
              id={tabId(tab.value)}
              to={hrefFor(tab.value)}
              replace
              preventScrollReset
              role={hydrated ? "tab" : undefined}
              aria-selected={hydrated ? isSelected : undefined}
              aria-controls={hydrated ? panelId(tab.value) : undefined}
              aria-current={!hydrated && isSelected ? "page" : undefined}
              tabIndex={hydrated && !isSelected ? -1 : undefined}
              data-state={isSelected ? "active" : "inactive"}
              onKeyDown={hydrated ? onKeyDown : undefined}
              className={
                "inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm " +
                "font-semibold text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 " +
                "focus-visible:outline-offset-2 focus-visible:outline-teal-700 data-[state=active]:bg-white " +
                `data-[state=active]:text-slate-900 data-[state=active]:shadow-sm ${triggerClassName}`
              }
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          id={panelId(tab.value)}
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={hydrated ? tabId(tab.value) : undefined}
          tabIndex={hydrated ? 0 : undefined}
          hidden={tab.value !== selected}
          className={
            "mt-6 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 " +
            `focus-visible:outline-teal-700 ${panelClassName}`
          }
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
