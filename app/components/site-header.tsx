import { Menu, X } from "lucide-react";
import { type MouseEvent, useEffect, useState } from "react";

import { ACCOUNT_ITEMS_ATTRIBUTE } from "~/lib/account-items";
import { NAV_LINKS } from "~/lib/navigation/nav-links";
import { isNavScrolled } from "~/lib/navigation/scroll-state";
import { PRODUCT_NAME } from "~/lib/product";

import { AccountNav, MobileAccountNav } from "./account-nav";
import { InlineScript } from "./inline-script";

const MENU_ID = "mobile-menu";

/**
 * Closes the mobile menu when one of its links is followed, from the moment the menu is painted:
 * an anchor on this page (#features) only scrolls, and the open menu would cover the section.
 * Inline (with the page's CSP nonce), because a tap on a link before React runs must do this too.
 */
const CLOSE_ON_LINK_SCRIPT = `(function(){var m=document.getElementById("${MENU_ID}");if(m&&m.hidePopover)m.addEventListener("click",function(e){if(e.target.closest("a[href]")&&m.matches(":popover-open"))m.hidePopover()})})()`;

export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(isNavScrolled(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // Choosing any item (a link, or Sign Out's button) closes the menu: the header stays on screen
  // across React Router's navigations, and so would an open menu.
  const closeOnChoice = (event: MouseEvent<HTMLDivElement>) => {
    const menu = event.currentTarget;
    if ((event.target as Element).closest("a[href], button[type=submit]") && menu.matches(":popover-open"))
      menu.hidePopover();
  };

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={
        "group/header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 " +
        (scrolled
          ? "bg-white/90 shadow-md backdrop-blur-md"
          : "bg-transparent has-[#mobile-menu:popover-open]:bg-white/90 has-[#mobile-menu:popover-open]:shadow-md has-[#mobile-menu:popover-open]:backdrop-blur-md")
      }
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8"
      >
        <a href="/" className="text-xl font-extrabold tracking-tight text-slate-900">
          {PRODUCT_NAME}
        </a>

        <ul className="hidden items-center gap-8 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="text-sm font-medium text-slate-700 hover:text-teal-700">
                {link.label}
              </a>
            </li>
          ))}
        </ul>

        <div className="hidden items-center gap-3 md:flex" {...{ [ACCOUNT_ITEMS_ATTRIBUTE]: "bar" }}>
          <AccountNav />
        </div>

        {/* A native popover: opens and closes with this button, Escape and an outside tap, with or
            without JavaScript; the browser tells assistive technology whether it is expanded. */}
        <button
          type="button"
          popoverTarget={MENU_ID}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:hidden"
        >
          {/* Its name and icon follow the menu through CSS, as the menu may open before React runs. */}
          <span className="sr-only group-has-[#mobile-menu:popover-open]/header:hidden">Open menu</span>
          <span className="sr-only hidden group-has-[#mobile-menu:popover-open]/header:inline">
            Close menu
          </span>
          <Menu aria-hidden="true" className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
          <X
            aria-hidden="true"
            className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block"
          />
        </button>
      </nav>

      <div
        id={MENU_ID}
        popover="auto"
        onClick={closeOnChoice}
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-t border-slate-200 bg-white p-0 text-slate-900 shadow-md md:hidden"
      >
        <ul className="space-y-1 px-4 py-3">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="border-t border-slate-200 px-4 py-3" {...{ [ACCOUNT_ITEMS_ATTRIBUTE]: "menu" }}>
          <MobileAccountNav />
        </div>
      </div>
      <InlineScript code={CLOSE_ON_LINK_SCRIPT} />
    </header>
  );
}
