import { CalendarDays, type LucideIcon, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";

import { toast } from "~/components/ui/toast-store";
import { comingSoonToast } from "~/features/dashboard/messages";

import { cardClassName, secondaryButtonClassName } from "~/components/ui/styles";

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

/** The three cards under the tabs: the AdaptIQ demo, and two features that are coming soon. */
export function ExploreCards({ disabled }: { disabled: boolean }) {
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
          <Link to="/adaptiq-demo" className={secondaryButtonClassName}>
            Launch Demo
          </Link>
        </Card>
        <Card
          icon={CalendarDays}
          title="Schedule Fitting"
          text="Book a personal fitting to find your size and the soles that suit the way you move."
        >
          <button
            type="button"
            disabled={disabled}
            onClick={() => toast(comingSoonToast("Fitting scheduling"))}
            className={secondaryButtonClassName}
          >
            Book a Fitting
          </button>
        </Card>
        <Card
          icon={Users}
          title="Community"
          text="Meet other athletes, share sole setups and join group runs and training sessions."
        >
          <button
            type="button"
            disabled={disabled}
            onClick={() => toast(comingSoonToast("The community"))}
            className={secondaryButtonClassName}
          >
            Join Community
          </button>
        </Card>
      </ul>
    </section>
  );
}
