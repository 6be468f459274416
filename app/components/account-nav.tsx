import { LayoutDashboard, LogOut, Sparkles } from "lucide-react";
import { Suspense, lazy } from "react";
import { Link } from "react-router";

import type { SessionUser } from "~/lib/auth-client";
import { useAuth } from "~/lib/auth-context";
import { useHydrated } from "~/lib/use-hydrated";
import { useSignOut } from "~/lib/use-sign-out";

import { AVATAR_TRIGGER_CLASS_NAME, Avatar, accountMenuLabel } from "./avatar";

// Radix's menu (with its positioning library) would be most of every page's own JavaScript; only a
// signed-in visitor needs it, so it comes in its own chunk. Should that load fail (offline), the
// placeholder stays rather than the page falling into the error boundary; the mobile menu still works.
const AvatarMenu = lazy(() =>
  import("./avatar-menu").then(
    (module) => ({ default: module.AvatarMenu }),
    () => ({ default: AvatarMenuPlaceholder }),
  ),
);

/**
 * The avatar menu's button as the server renders it and as it stays until the menu's code has
 * loaded: the same look and name, disabled, as the real button is before hydration anyway.
 */
function AvatarMenuPlaceholder({ user }: { user: SessionUser }) {
  return (
    <div className="flex">
      <button
        type="button"
        disabled
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={accountMenuLabel(user)}
        className={AVATAR_TRIGGER_CLASS_NAME}
      >
        <Avatar user={user} className="size-10 text-base" />
      </button>
    </div>
  );
}

function AccountMenu({ user }: { user: SessionUser }) {
  const hydrated = useHydrated();
  const placeholder = <AvatarMenuPlaceholder user={user} />;
  // Hydration sees the server's placeholder; the lazy menu replaces it once React runs.
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AvatarMenu user={user} />
    </Suspense>
  );
}

/**
 * The account end of the navigation bar, chosen by the user the root loader gave (known in the
 * server's HTML, so there is no flash of signed-out items). Signed out: the waitlist and sign-in.
 * Signed in: the AdaptIQ demo button and the avatar menu.
 */
export function AccountNav() {
  const { user } = useAuth();
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
        <AccountMenu user={user} />
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

/** The mobile menu's account items: the same as the avatar menu, where logging out reads "Sign Out". */
export function MobileAccountNav({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useAuth();
  const signOut = useSignOut();
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
        <Link to="/dashboard" onClick={onNavigate} className={mobileItemClassName}>
          <LayoutDashboard aria-hidden="true" className="size-5" />
          Dashboard
        </Link>
        <Link to="/adaptiq-demo" onClick={onNavigate} className={mobileItemClassName}>
          <Sparkles aria-hidden="true" className="size-5" />
          AdaptIQ Demo
        </Link>
        <button
          type="button"
          onClick={() => {
            onNavigate();
            void signOut();
          }}
          className={`${mobileItemClassName} text-left`}
        >
          <LogOut aria-hidden="true" className="size-5" />
          Sign Out
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <a
        href="/#waitlist"
        onClick={onNavigate}
        className="rounded-md px-3 py-2 text-center text-base font-semibold text-teal-800 ring-1 ring-teal-700"
      >
        Join Waitlist
      </a>
      <Link
        to="/auth"
        onClick={onNavigate}
        className="rounded-md bg-teal-700 px-3 py-2 text-center text-base font-semibold text-white"
      >
        Sign In
      </Link>
    </div>
  );
}
