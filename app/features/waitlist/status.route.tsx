import { CardPage, textLinkClass } from "~/components/card-page";
import { data } from "react-router";

import { pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { tokenPageHeaders } from "~/lib/token-page";

import type { Route } from "./+types/status.route";
import { waitlistPath } from "./page-urls";
import { memberStatus } from "./members.server";
import { HomeLink, JoinAgainLink, tokenOf } from "./page-parts";
import { REFERRAL_EXPLANATION, WAITLIST_PAGES, confirmedReferralsText, formatPlace } from "./page-texts";
import { referralUrl } from "./referral-code";
import { ReferralShare } from "./referral-share";

export const headers = tokenPageHeaders;

/** Where a member stands now: the link in every waitlist email, and where confirming lands. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const status = await memberStatus({ db: context.db, secret: context.auth.secret }, tokenOf(request));
  const justConfirmed = new URL(request.url).searchParams.get("confirmed") === "1";
  switch (status.kind) {
    case "confirmed":
      return {
        status: {
          kind: status.kind,
          name: status.name,
          place: status.place,
          membersInLine: status.membersInLine,
          confirmedReferrals: status.confirmedReferrals,
          referralUrl: referralUrl(context.publicUrl, status.referralCode),
          unsubscribePath: waitlistPath("unsubscribe", status.unsubscribeToken),
        },
        justConfirmed,
      } as const;
    case "pending":
      return {
        status: {
          kind: status.kind,
          name: status.name,
          unsubscribePath: waitlistPath("unsubscribe", status.unsubscribeToken),
        },
        justConfirmed: false,
      } as const;
    case "removed":
      return data({ status, justConfirmed: false } as const, { status: 410 });
    case "invalid":
      return data({ status, justConfirmed: false } as const, { status: 400 });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(WAITLIST_PAGES.status, publicUrlFromMatches(matches));
}

export default function StatusPage({ loaderData }: Route.ComponentProps) {
  const { status, justConfirmed } = loaderData;
  switch (status.kind) {
    case "confirmed":
      return (
        <CardPage heading={`You're ${formatPlace(status.place)} in line`}>
          {justConfirmed ? (
            <p role="status" className="rounded-md bg-teal-50 p-4 text-sm font-medium text-teal-900">
              <strong>Confirmed!</strong> Your address is confirmed and your place is saved.
            </p>
          ) : null}
          <p>
            Thanks, {status.name}. You are {formatPlace(status.place)} of{" "}
            {status.membersInLine.toLocaleString("en-US")} confirmed members on the waitlist.
          </p>
          <h2 className="mt-2 text-lg font-semibold text-slate-900">Move up the line</h2>
          <p>
            {REFERRAL_EXPLANATION} {confirmedReferralsText(status.confirmedReferrals)}
          </p>
          <ReferralShare url={status.referralUrl} />
          <UnsubscribeLink path={status.unsubscribePath} />
        </CardPage>
      );
    case "pending":
      return (
        <CardPage heading="Confirm your address">
          <p>
            Thanks, {status.name}. You have no place in line yet: open the email we sent you and press
            Confirm. Check your inbox (and your spam folder) for a message from us.
          </p>
          <p>Lost it? Join again with the same address and we will send a new link.</p>
          <JoinAgainLink>Send me a new confirmation link</JoinAgainLink>
          <UnsubscribeLink path={status.unsubscribePath} />
        </CardPage>
      );
    case "removed":
      return (
        <CardPage heading="You are no longer on the waitlist">
          <p>This address was removed from the waitlist, with the details it was given.</p>
          <JoinAgainLink />
        </CardPage>
      );
    case "invalid":
      return (
        <CardPage heading="This status link does not work">
          <p>It may have been cut short or changed. Use the link in the latest email we sent you.</p>
          <HomeLink />
        </CardPage>
      );
  }
}

function UnsubscribeLink({ path }: { path: string }) {
  return (
    <p className="mt-4 border-t border-slate-200 pt-4 text-sm">
      Changed your mind?{" "}
      <a href={path} className={textLinkClass}>
        Remove me from the waitlist
      </a>
    </p>
  );
}
