import { CalendarDays, type LucideIcon, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";

import { Button, buttonClass } from "~/components/ui/button";
import { ActionMessage } from "~/components/action-message";
import { cardClassName } from "~/components/ui/styles";
import type { DashboardIntent } from "~/features/dashboard/messages";

import { useIntentFetcher } from "./use-intent-fetcher";

function Card({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <li className={`flex flex-col ${cardClassName}`}>
      <span className="flex size-11 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{text}</p>
      <div className="mt-5">{children}</div>
    </li>
  );
}

/** A button whose feature is coming soon: a form whose action answers so. */
function ComingSoonForm({ intent, children }: { intent: DashboardIntent; children: React.ReactNode }) {
  const { fetcher, answer, busy } = useIntentFetcher(intent);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {children}
      </Button>
      <ActionMessage message={answer?.message} className="mt-4" />
    </fetcher.Form>
  );
}

/** The three cards under the tabs: the AdaptIQ demo, and two features that are coming soon. */
export function ExploreCards() {
  return (
    <section aria-labelledby="explore-heading" className="mt-10">
      <h2 id="explore-heading" className="text-xl font-bold text-slate-900">
        Explore More
      </h2>
      <ul className="mt-4 grid gap-6 md:grid-cols-3">
        <Card
          icon={Sparkles}
          title="Try AdaptIQ Demo"
          text="Watch the AdaptIQ simulator tune a sole's flexibility, stability and traction to your sport."
        >
          <Link to="/adaptiq-demo" className={buttonClass({ variant: "secondary" })}>
            Launch Demo
          </Link>
        </Card>
        <Card
          icon={CalendarDays}
          title="Schedule Fitting"
          text="Book a personal fitting to find your size and the soles that suit the way you move."
        >
          <ComingSoonForm intent="fitting">Book a Fitting</ComingSoonForm>
        </Card>
        <Card
          icon={Users}
          title="Community"
          text="Meet other athletes, share sole setups and join group runs and training sessions."
        >
          <ComingSoonForm intent="community">Join Community</ComingSoonForm>
        </Card>
      </ul>
    </section>
  );
}
