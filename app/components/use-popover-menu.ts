import { type RefObject, useEffect } from "react";

import { TYPEAHEAD_RESET_MS, menuKeyTarget, typeaheadTarget } from "~/lib/navigation/menu-keys";

const ITEM = '[role="menuitem"]';

/**
 * Menu-button keyboard semantics on a native popover (`popover` + the button's `popovertarget`),
 * which already opens and closes it without script, and closes it on Escape and an outside click.
 * Once React runs this adds the rest of a menu: focus on the first item when it opens (the last
 * when opened with ArrowUp), ArrowDown/ArrowUp on the button open it, arrows, Home, End and typeahead
 * move among the items, Escape gives focus back to the button, and choosing an item or tabbing away
 * closes it. The items are the menu's `[role="menuitem"]` elements.
 */
export function usePopoverMenu(
  buttonRef: RefObject<HTMLButtonElement | null>,
  menuRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const button = buttonRef.current;
    const menu = menuRef.current;
    if (!button || !menu) return;
    const items = () => [...menu.querySelectorAll<HTMLElement>(ITEM)];
    const isOpen = () => menu.matches(":popover-open");
    const close = () => {
      if (isOpen()) menu.hidePopover();
    };
    let openAtLast = false;
    let typed = "";
    let typedTimer: ReturnType<typeof setTimeout> | undefined;

    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== "open") return;
      const list = items();
      list[openAtLast ? list.length - 1 : 0]?.focus();
      openAtLast = false;
    };

    const onButtonKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
      event.preventDefault();
      openAtLast = event.key === "ArrowUp";
      if (isOpen()) {
        const list = items();
        list[openAtLast ? list.length - 1 : 0]?.focus();
        openAtLast = false;
      } else {
        menu.showPopover();
      }
    };

    const onMenuKey = (event: KeyboardEvent) => {
      const list = items();
      const current = list.indexOf(document.activeElement as HTMLElement);
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        button.focus();
        return;
      }
      if (event.key === "Tab") {
        close();
        return;
      }
      if (event.key === " " && current >= 0) {
        // Space chooses an item as Enter does, and never scrolls the page behind the menu.
        event.preventDefault();
        list[current]!.click();
        return;
      }
      const target = menuKeyTarget(event.key, current, list.length);
      if (target !== undefined) {
        event.preventDefault();
        list[target]!.focus();
        return;
      }
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        typed += event.key;
        clearTimeout(typedTimer);
        typedTimer = setTimeout(() => (typed = ""), TYPEAHEAD_RESET_MS);
        const match = typeaheadTarget(
          list.map((item) => item.textContent ?? ""),
          typed,
          current,
        );
        if (match !== undefined) list[match]!.focus();
      }
    };

    const onMenuClick = (event: MouseEvent) => {
      if ((event.target as Element).closest(ITEM)) close();
    };

    // Focus leaving for anywhere but the menu or its button (which toggles it itself) closes it.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && next !== button && !menu.contains(next)) close();
    };

    menu.addEventListener("toggle", onToggle);
    menu.addEventListener("keydown", onMenuKey);
    menu.addEventListener("click", onMenuClick);
    menu.addEventListener("focusout", onFocusOut);
    button.addEventListener("keydown", onButtonKey);
    return () => {
      clearTimeout(typedTimer);
      menu.removeEventListener("toggle", onToggle);
      menu.removeEventListener("keydown", onMenuKey);
      menu.removeEventListener("click", onMenuClick);
      menu.removeEventListener("focusout", onFocusOut);
      button.removeEventListener("keydown", onButtonKey);
    };
  }, [buttonRef, menuRef]);
}
