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
import type { SessionUser } from "~/lib/auth-client";
import { useHydrated } from "~/lib/use-hydrated";
import { useSignOut } from "~/lib/use-sign-out";

import { AVATAR_TRIGGER_CLASS_NAME, Avatar, accountMenuLabel } from "./avatar";

/**
 * The signed-in avatar menu: who is signed in, then Dashboard, AdaptIQ Demo and Log out. Radix's
 * menu is the largest code in the header, so account-nav.tsx loads this module only for a
 * signed-in visitor, after hydration.
 */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const hydrated = useHydrated();
  // The open menu stays inside the navigation landmark instead of floating loose in <body>.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div ref={setContainer} className="flex">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={accountMenuLabel(user)}
          disabled={!hydrated}
          className={AVATAR_TRIGGER_CLASS_NAME}
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
