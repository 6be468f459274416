import { LogOut, Settings, Sparkles } from "lucide-react";
import { Link } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { SignOutForm } from "~/components/sign-out-form";
import { cardClassName } from "~/components/ui/styles";
import { dashboardInitials, greetingName } from "~/lib/avatar-rules";
import type { SessionUser } from "~/lib/auth-client";

/** The greeting: avatar initials, "Welcome back, {name}!", the email, and the account's actions. */
export function ProfileHeader({ user }: { user: SessionUser }) {
  return (
    <section aria-labelledby="greeting" className={cardClassName}>
      <div className="flex min-w-0 items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 flex-none items-center justify-center rounded-full bg-teal-700 text-xl font-bold text-white"
        >
          {dashboardInitials(user)}
        </span>
        <div className="min-w-0">
          <h1
            id="greeting"
            className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
          >
            Welcome back, {greetingName(user)}!
          </h1>
          <p className="mt-1 break-words text-slate-600">{user.email}</p>
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to="/dashboard/settings" className={buttonClass({ variant: "secondary" })}>
          <Settings aria-hidden="true" className="size-4" />
          Account Settings
        </Link>
        <Link to="/adaptiq-demo" className={buttonClass()}>
          <Sparkles aria-hidden="true" className="size-4" />
          Try AdaptIQ Demo
        </Link>
        <SignOutForm className="flex flex-col" buttonClassName={buttonClass({ variant: "secondary" })}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </SignOutForm>
      </div>
    </section>
  );
}
