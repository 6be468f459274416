import { data } from "react-router";

import { readOverview } from "~/db/team-overview.server";
import { admissionFigures } from "~/features/admission/states";
import { requireTeam } from "~/platform/team-access.server";
import { formatCount } from "~/components/team/format";
import { TeamPage, teamMeta } from "~/components/team/team-page";
import { Figures, TeamSection } from "~/components/team/figures";

import type { Route } from "./+types/overview.route";
import { DailyChart } from "./chart";
import { describeDaily } from "./charts";
import { daysFrom, isoDayOf, lastSettledDay } from "~/lib/utc-days";
import { activityMix, funnelSteps, perDay, topRanked } from "./overview";
import { ActivityMix, Leaderboard, RangeControls, RankedTable } from "./overview-parts";
import { chooseRange, describeRange } from "./day-range";

export const meta = () => teamMeta("Overview");

/**
 * The launch for a range of UTC days in the address (app/features/team/day-range.ts): an unusable range
 * is answered 400 with the default range's figures and a notice saying why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireTeam(context, request, { launch: ["read"] });
  const now = new Date();
  const today = isoDayOf(now);
  const { range, notice } = chooseRange(new URL(request.url).searchParams, today);
  const counts = await readOverview(context.db, {
    from: range.from,
    to: range.to,
    settledThrough: lastSettledDay(now),
  });
  const days = daysFrom(range.from, range.to);
  const visitorsPerDay = perDay(days, counts.visitors.byDay, (row) => row.visitors);
  const { joins } = counts;
  return data(
    {
      range,
      today,
      notice,
      days,
      funnel: funnelSteps({
        visitors: visitorsPerDay.reduce((sum, value) => sum + value, 0),
        joins: joins.total.joins,
        confirmed: joins.total.confirmed,
        referred: joins.total.referred,
      }),
      visitorsPerDay,
      joinsPerDay: perDay(days, joins.byDay, (row) => row.joins),
      confirmedPerDay: perDay(days, joins.byDay, (row) => row.confirmed),
      visitorSources: topRanked(counts.visitors.bySource, (row) => row.visitors),
      joinSources: topRanked(joins.bySource, (row) => row.joins),
      visitorCampaigns: topRanked(counts.visitors.byCampaign, (row) => row.visitors),
      joinCampaigns: topRanked(joins.byCampaign, (row) => row.joins),
      leaders: counts.leaders,
      activities: activityMix(joins.byActivity),
      waiting: counts.waiting,
      admission: admissionFigures(counts.admission),
    },
    { status: notice?.kind === "invalid" ? 400 : 200 },
  );
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { range, days, funnel, waiting, joinsPerDay, confirmedPerDay } = loaderData;
  const confirmedJoins = confirmedPerDay.reduce((sum, value) => sum + value, 0);
  return (
    <TeamPage
      heading="Overview"
      intro={<p>The launch over {describeRange(range)}. Days run midnight to midnight, UTC.</p>}
    >
      <RangeControls range={range} today={loaderData.today} notice={loaderData.notice} />

      <TeamSection id="funnel" title="Funnel">
        <Figures items={funnel} />
      </TeamSection>

      <TeamSection id="waiting" title="Waiting now">
        <Figures
          items={[
            {
              label: "On the list",
              count: waiting.total,
              rates: [],
              meaning: "Everyone on the waitlist today, pending or confirmed.",
            },
            {
              label: "Confirmed",
              count: waiting.confirmed,
              rates: [],
              meaning: "Of them, the members who confirmed their address: they hold a place in line.",
            },
            {
              label: "Pending",
              count: waiting.total - waiting.confirmed,
              rates: [],
              meaning: "Of them, the members who have not confirmed yet.",
            },
          ]}
        />
      </TeamSection>

      <TeamSection id="admission" title="Admission">
        <p className="max-w-3xl text-slate-700">
          Every member now, by where they stand on the way to early access: waiting, confirmed, invited,
          accepted.
        </p>
        <Figures items={loaderData.admission} />
      </TeamSection>

      <TeamSection id="daily" title="Day by day">
        <div className="grid gap-4 lg:grid-cols-2">
          <DailyChart
            id="visitors-chart"
            title="Visitors per day"
            description={describeDaily("visitors", days, loaderData.visitorsPerDay)}
            days={days}
            look="line"
            series={[
              {
                name: "Visitors",
                values: loaderData.visitorsPerDay,
                fill: "fill-teal-600",
                swatch: "bg-teal-600",
              },
            ]}
          />
          <DailyChart
            id="joins-chart"
            title="Joins per day, and how many of them confirmed"
            description={`${describeDaily("joins", days, joinsPerDay)} ${formatCount(confirmedJoins)} of them confirmed by now.`}
            days={days}
            look="bars"
            series={[
              { name: "Joins", values: joinsPerDay, fill: "fill-teal-600", swatch: "bg-teal-600" },
              { name: "Confirmed", values: confirmedPerDay, fill: "fill-slate-800", swatch: "bg-slate-800" },
            ]}
          />
        </div>
      </TeamSection>

      <TeamSection id="sources" title="Sources and campaigns">
        <p className="max-w-3xl text-slate-700">
          A source is the visit&rsquo;s <code>utm_source</code>, else the site that linked to it, else
          &ldquo;Direct&rdquo;. A visitor counts once a day for each source they came from.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <RankedTable
            caption="Visitors by source"
            nameHeading="Source"
            countHeading="Visitors"
            rows={loaderData.visitorSources}
          />
          <RankedTable
            caption="Joins by source"
            nameHeading="Source"
            countHeading="Joins"
            rows={loaderData.joinSources}
          />
          <RankedTable
            caption="Visitors by campaign"
            nameHeading="Campaign"
            countHeading="Visitors"
            rows={loaderData.visitorCampaigns}
          />
          <RankedTable
            caption="Joins by campaign"
            nameHeading="Campaign"
            countHeading="Joins"
            rows={loaderData.joinCampaigns}
          />
        </div>
      </TeamSection>

      <TeamSection id="leaders" title="Referral leaderboard">
        <p className="max-w-3xl text-slate-700">
          All time, as the line counts them. Confirmed: members who joined through the member&rsquo;s link and
          confirmed their address; pending: those who have not confirmed yet.
        </p>
        <Leaderboard leaders={loaderData.leaders} />
      </TeamSection>

      <TeamSection id="activities" title="Activity mix">
        <p className="max-w-3xl text-slate-700">
          The primary activity of the members who joined in the range.
        </p>
        <ActivityMix activities={loaderData.activities} />
      </TeamSection>
    </TeamPage>
  );
}
