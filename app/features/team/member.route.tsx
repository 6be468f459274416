import type { ReactNode } from "react";
import { Link, data, redirect } from "react-router";

import { cardClassName } from "~/components/ui/styles";
import { findInvitation } from "~/db/admission.server";
import { flagsOfEntry } from "~/db/fraud.server";
import { REFERRALS_SHOWN, findMember } from "~/db/team-members.server";
import { reviewFlag } from "~/features/fraud/flags.server";
import { flagLabel } from "~/features/fraud/rules";
import { parseFlagReview } from "~/features/fraud/review";
import { MemberRights } from "~/features/privacy/member-rights";
import { eraseMember } from "~/features/privacy/personal-data.server";
import { DIRECT_SOURCE, activityLabel } from "~/vocabulary";
import { requireTeam, teamActor } from "~/platform/team-access.server";
import { formatCount } from "~/components/team/format";
import { inlineLinkClass, teamLinkClass } from "~/components/team/link-styles";
import { When } from "~/components/team/when";
import { TeamPage, teamMeta } from "~/components/team/team-page";
import { roleAllows } from "~/lib/team-roles";

import type { Route } from "./+types/member.route";
import { isMemberId } from "~/lib/member-cursor";
import { MemberFlags } from "./member-flags";
import { memberTimeline } from "./member-timeline";

export const meta = () => teamMeta("Member");

/** One member: who they are, their place, who brought them, whom they brought, and what happened when. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { team } = await requireTeam(context, request);
  // Not a uuid, or nobody's: the site's ordinary not-found page (the visitor is on the team).
  const member = isMemberId(params.memberId) ? await findMember(context.db, params.memberId) : undefined;
  if (!member) throw data(null, { status: 404 });
  const invited = await findInvitation(context.db, member.id);
  const invitation =
    invited?.invitedAt && invited.expiresAt
      ? { invitedAt: invited.invitedAt, expiresAt: invited.expiresAt, acceptedAt: invited.acceptedAt }
      : undefined;
  return {
    member,
    flags: await flagsOfEntry(context.db, member.id),
    canReview: roleAllows(team.role, REVIEW),
    canServeRights: roleAllows(team.role, RIGHTS),
    timeline: memberTimeline({ ...member, invitation }, member.referralList, member.mail),
    // The list stops at REFERRALS_SHOWN: say so rather than pass it off as all of them.
    moreReferrals: member.referralList.length === REFERRALS_SHOWN,
  };
}

const REVIEW = { flags: ["review" as const] };
const RIGHTS = { privacy: ["export" as const, "erase" as const] };

/**
 * An admin's Confirm or Clear of one of the member's flags, with its audit entry in one
 * transaction. Analysts see the flags but this answers them 404, as every team page does a power
 * their role lacks.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "erase") return erase(context, request, params.memberId, form);
  const member = await requireTeam(context, request, REVIEW);
  const review = parseFlagReview(form);
  if (!review) throw data("Unknown review", { status: 400 });
  const done =
    isMemberId(params.memberId) &&
    (await reviewFlag(context.db, {
      entryId: params.memberId,
      ...review,
      actor: teamActor(member, context.clientAddress),
    }));
  if (!done) throw data(null, { status: 404 });
  const label = flagLabel(review.kind);
  return {
    message:
      review.status === "cleared"
        ? `${label} cleared: their referral counts again.`
        : `${label} confirmed: their referral's credit stays withheld.`,
  };
}

/**
 * An admin's erasure of the member (app/features/privacy), once the box is ticked. Analysts get the
 * 404 of a power their role lacks.
 */
async function erase(
  context: Route.ActionArgs["context"],
  request: Request,
  memberId: string,
  form: FormData,
) {
  const admin = await requireTeam(context, request, { privacy: ["erase"] });
  if (form.get("confirm") !== "yes")
    return data({ eraseError: "Tick the box to confirm: an erasure cannot be undone." }, { status: 400 });
  const erased =
    isMemberId(memberId) &&
    (await eraseMember(context.db, memberId, teamActor(admin, context.clientAddress)));
  if (!erased) throw data(null, { status: 404 });
  // The audit log, whose newest entry is this erasure: the admin sees it done and recorded.
  return redirect("/team/audit", 303);
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

const none = <span className="text-slate-600">none</span>;

export default function Member({ loaderData, actionData }: Route.ComponentProps) {
  const { member, flags, canReview, canServeRights, timeline, moreReferrals } = loaderData;
  const message = actionData && "message" in actionData ? actionData.message : undefined;
  const eraseError = actionData && "eraseError" in actionData ? actionData.eraseError : undefined;
  const { place, referralList } = member;
  return (
    <TeamPage heading={member.name} intro={member.email}>
      <p>
        <Link to="/team/members" className={teamLinkClass}>
          All members
        </Link>
      </p>
      <section aria-labelledby="member-facts" className={cardClassName}>
        <h2 id="member-facts" className="text-lg font-bold text-slate-900">
          Details
        </h2>
        <dl className="mt-4 grid gap-3 text-sm">
          <Fact term="Email">{member.email}</Fact>
          <Fact term="Status">
            {member.status}
            {member.undeliverable
              ? " · undeliverable: the address bounced or complained, no mail goes to it"
              : ""}
          </Fact>
          <Fact term="Activity">{activityLabel(member.activity)}</Fact>
          <Fact term="Joined">
            <When at={member.joinedAt} time />
          </Fact>
          <Fact term="Place in line">
            {place
              ? `${formatCount(place.place)} of ${formatCount(place.membersInLine)}`
              : "none until confirmed"}
          </Fact>
          <Fact term="Referral code">
            <code>{member.referralCode}</code>
          </Fact>
          <Fact term="Referred by">
            {member.referrerId ? (
              <Link to={`/team/members/${member.referrerId}`} className={inlineLinkClass}>
                {member.referrerName} ({member.referrerEmail})
              </Link>
            ) : (
              none
            )}
          </Fact>
          <Fact term="Confirmed referrals">{formatCount(member.referrals)}</Fact>
          <Fact term="Source">{member.source ?? DIRECT_SOURCE}</Fact>
          <Fact term="Medium">{member.utmMedium ?? none}</Fact>
          <Fact term="Campaign">{member.utmCampaign ?? none}</Fact>
          <Fact term="Referrer host">{member.referrerHost ?? none}</Fact>
        </dl>
      </section>
      <MemberFlags flags={flags} canReview={canReview} message={message} />
      <section aria-labelledby="member-referrals" className={cardClassName}>
        <h2 id="member-referrals" className="text-lg font-bold text-slate-900">
          Referrals ({formatCount(referralList.length)}
          {moreReferrals ? "+" : ""})
        </h2>
        {referralList.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">Nobody has joined through their link yet.</p>
        ) : (
          <ul className="mt-3 grid gap-2 text-sm">
            {referralList.map((referral) => (
              <li key={referral.id} className="flex flex-wrap items-baseline gap-x-2">
                <Link to={`/team/members/${referral.id}`} className={inlineLinkClass}>
                  <bdi>{referral.name}</bdi>
                </Link>
                <span className="text-slate-700">
                  {referral.email} · {referral.status} · joined <When at={referral.joinedAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="member-timeline" className={cardClassName}>
        <h2 id="member-timeline" className="text-lg font-bold text-slate-900">
          Timeline
        </h2>
        <ol className="mt-3 grid gap-3 border-l-2 border-teal-700 pl-4 text-sm">
          {timeline.map((event, index) => (
            <li key={index} className="grid gap-0.5">
              <When at={event.at} time />
              <span className="text-slate-900">
                {event.memberId ? (
                  <Link to={`/team/members/${event.memberId}`} className={inlineLinkClass}>
                    {event.text}
                  </Link>
                ) : (
                  event.text
                )}
              </span>
            </li>
          ))}
        </ol>
      </section>
      {canServeRights ? <MemberRights memberId={member.id} error={eraseError} /> : null}
    </TeamPage>
  );
}
