import { LayoutDashboard, LogOut, Sparkles } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { avatarFallbackLetter, isOwnImage } from "~/features/auth/avatar";
import type { SessionUser } from "~/lib/auth-client";
import { useHydrated } from "~/lib/use-hydrated";
import { useSignOut } from "~/lib/use-sign-out";

/** The picture if it is on this site, else the fallback letter (a photo on another host is never loaded). */
export function Avatar({ user, className = "" }: { user: SessionUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center overflow-hidden rounded-full bg-teal-700 font-bold text-white ${className}`}
    >
      {isOwnImage(user.image) ? (
        <img src={user.image} alt="" className="size-full object-cover" />
      ) : (
        avatarFallbackLetter(user)
      )}
    </span>
  );
}

/** The signed-in avatar menu: who is signed in, then Dashboard, AdaptIQ Demo and Log out. */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const hydrated = useHydrated();
  // The open menu stays inside the navigation landmark instead of floating loose in <body>.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const who = user.name.trim() || user.email;
  return (
    <div ref={setContainer} className="flex">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={`Account menu for ${who}`}
          disabled={!hydrated}
          className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <Avatar user={user} className="size-10 text-base" />
        </DropdownMenuTrigger>
        <DropdownMenuContent container={container} className="w-64">
          <DropdownMenuLabel>
            {user.name ? (
              <span className="block truncate text-sm font-semibold text-slate-900">{user.name}</span>
            ) : null}
            <span className="block truncate text-sm text-slate-600">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void navigate("/dashboard")}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            Dashboard
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate("/adaptiq-demo")}>
            <Sparkles aria-hidden="true" className="size-4" />
            AdaptIQ Demo
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
