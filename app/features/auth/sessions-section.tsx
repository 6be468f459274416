import { Laptop } from "lucide-react";
import { Form } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { SettingsSection } from "~/components/settings-section";

import { formatSessionTime } from "./devices";
import type { SessionView } from "./settings.server";
import { useSettingsAnswer } from "./use-settings-answer";

/** "Where you're signed in": each device with its browser, address and last activity, and Sign out. */
export function SessionsSection({ sessions }: { sessions: SessionView[] }) {
  const one = useSettingsAnswer("revoke-session");
  const others = useSettingsAnswer("revoke-other-sessions");
  const hydrated = useHydrated();
  const when = (iso: string) => formatSessionTime(iso, hydrated ? "local" : "UTC");
  const hasOthers = sessions.some((session) => !session.current);

  return (
    <SettingsSection
      id="sessions"
      title="Where you're signed in"
      intro="The devices signed in to your account. Sign out any you do not recognise."
    >
      <ActionMessage message={one.answer?.message ?? others.answer?.message} className="mb-5" />
      <ul className="grid gap-3">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center"
          >
            <Laptop aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            <div className="flex-1 text-sm">
              <p className="font-semibold text-slate-900">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-slate-600">
                {session.ipAddress ? `${session.ipAddress} · ` : ""}Last active{" "}
                <time dateTime={session.lastActive}>{when(session.lastActive)}</time>
              </p>
            </div>
            {session.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <Button type="submit" variant="secondary" disabled={one.busy}>
                  Sign out<span className="sr-only"> {session.device}</span>
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {hasOthers ? (
        <Form method="post" className="mt-5">
          <input type="hidden" name="intent" value="revoke-other-sessions" />
          <Button type="submit" disabled={others.busy}>
            {others.busy ? "Signing out..." : "Sign out everywhere else"}
          </Button>
        </Form>
      ) : null}
    </SettingsSection>
  );
}
