import { LayoutDashboard, LogOut, Rocket, Sparkles } from "lucide-react";
import { Link } from "react-router";

import { SIGNED_IN_USER_SCRIPT_ID, signedInUserJson } from "~/lib/account-items";
import { useOptionalUser } from "~/lib/session";

import { Avatar } from "./avatar";
import { AvatarMenu } from "./avatar-menu";
import { SignOutForm } from "./sign-out-form";

/**
 * The account end of the navigation bar, chosen by the user the root loader gave (known in the
 * server's HTML, so there is no flash of signed-out items). Signed out: the waitlist and sign-in.
 * Signed in: the AdaptIQ demo button and the avatar menu, and the user as JSON for the browser
 * (app/lib/account-items.ts says why).
 */
export function AccountNav() {
  const user = useOptionalUser();
  if (user) {
    return (
      <>
        <Link
          to="/adaptiq-demo"
          className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-teal-800 ring-1 ring-teal-700 hover:bg-teal-50"
        >
          <Sparkles aria-hidden="true" className="size-4" />
          AdaptIQ Demo
        </Link>
        <AvatarMenu user={user} />
        <script
          type="application/json"
          id={SIGNED_IN_USER_SCRIPT_ID}
          dangerouslySetInnerHTML={{ __html: signedInUserJson(user) }}
        />
      </>
    );
  }
  return (
    <>
      <a
        href="/#waitlist"
        className="rounded-md px-3 py-2 text-sm font-semibold text-teal-800 ring-1 ring-teal-700 hover:bg-teal-50"
      >
        Join Waitlist
      </a>
      <Link
        to="/auth"
        className="rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
      >
        Sign In
      </Link>
    </>
  );
}

const mobileItemClassName =
  "flex items-center gap-3 rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100";

/**
 * The mobile menu's account items: the same as the avatar menu, where logging out reads "Sign Out".
 * The menu (site-header.tsx) closes itself when one of them is chosen.
 */
export function MobileAccountNav() {
  const user = useOptionalUser();
  if (user) {
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-3 px-3 py-2">
          <Avatar user={user} className="size-10 flex-none text-base" />
          <div className="min-w-0">
            {user.name ? <p className="truncate font-semibold text-slate-900">{user.name}</p> : null}
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
        </div>
        <Link to="/dashboard" className={mobileItemClassName}>
          <LayoutDashboard aria-hidden="true" className="size-5" />
          Dashboard
        </Link>
        <Link to="/adaptiq-demo" className={mobileItemClassName}>
          <Sparkles aria-hidden="true" className="size-5" />
          AdaptIQ Demo
        </Link>
        {user.launchRoom ? (
          <a href={user.launchRoom} className={mobileItemClassName}>
            <Rocket aria-hidden="true" className="size-5" />
            Launch room
          </a>
        ) : null}
        <SignOutForm buttonClassName={`${mobileItemClassName} w-full text-left`}>
          <LogOut aria-hidden="true" className="size-5" />
          Sign Out
        </SignOutForm>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <a
        href="/#waitlist"
        className="rounded-md px-3 py-2 text-center text-base font-semibold text-teal-800 ring-1 ring-teal-700"
      >
        Join Waitlist
      </a>
      <Link
        to="/auth"
        className="rounded-md bg-teal-700 px-3 py-2 text-center text-base font-semibold text-white"
      >
        Sign In
      </Link>
    </div>
  );
}
