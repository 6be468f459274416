import { LayoutDashboard, LogOut, Rocket, Sparkles } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";

import type { SessionUser } from "~/lib/auth-client";
import { useHydrated } from "~/lib/use-hydrated";

import { AVATAR_TRIGGER_CLASS_NAME, Avatar, accountMenuLabel } from "./avatar";
import { SignOutForm } from "./sign-out-form";
import { usePopoverMenu } from "./use-popover-menu";

const MENU_ID = "account-menu";

const itemClassName =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-800 " +
  "outline-none hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700";

/**
 * The signed-in avatar menu: who is signed in, then Dashboard, AdaptIQ Demo, the Launch room (team
 * members only) and Log out. A native popover, so it opens from the moment it is painted (and
 * without JavaScript), its items plain links and the sign-out form. Once React runs it is an ARIA
 * menu (usePopoverMenu): the arrow-key semantics it promises only exist then.
 */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  usePopoverMenu(buttonRef, menuRef);
  const item = hydrated ? ({ role: "menuitem", tabIndex: -1 } as const) : {};

  return (
    <div className="flex">
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={MENU_ID}
        aria-haspopup={hydrated ? "menu" : undefined}
        aria-label={accountMenuLabel(user)}
        className={`${AVATAR_TRIGGER_CLASS_NAME} [anchor-name:--account-menu]`}
      >
        <Avatar user={user} className="size-10 text-base" />
      </button>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        role={hydrated ? "menu" : undefined}
        aria-label={hydrated ? accountMenuLabel(user) : undefined}
        className={
          // Under the button's right edge: by anchor positioning where the browser has it, else
          // at the right edge of the navigation bar's content, where the button is.
          "fixed top-16 right-[max(1.5rem,calc((100vw-80rem)/2+2rem))] bottom-auto left-auto m-0 mt-2 w-64 " +
          "supports-[position-area:bottom]:inset-auto [position-anchor:--account-menu] [position-area:bottom_span-left] " +
          "rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg"
        }
      >
        <div className="px-2 py-1.5">
          {user.name ? (
            <span className="block truncate text-sm font-semibold text-slate-900">{user.name}</span>
          ) : null}
          <span className="block truncate text-sm text-slate-600">{user.email}</span>
        </div>
        <div role="separator" className="-mx-1 my-1 h-px bg-slate-200" />
        <Link to="/dashboard" className={itemClassName} {...item}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Dashboard
        </Link>
        <Link to="/adaptiq-demo" className={itemClassName} {...item}>
          <Sparkles aria-hidden="true" className="size-4" />
          AdaptIQ Demo
        </Link>
        {user.launchRoom ? (
          // A whole page load: the route manifest outsiders' pages load has no team routes.
          <a href={user.launchRoom} className={itemClassName} {...item}>
            <Rocket aria-hidden="true" className="size-4" />
            Launch room
          </a>
        ) : null}
        <div role="separator" className="-mx-1 my-1 h-px bg-slate-200" />
        <SignOutForm buttonClassName={itemClassName} buttonProps={item}>
          <LogOut aria-hidden="true" className="size-4" />
          Log out
        </SignOutForm>
      </div>
    </div>
  );
}
