import { Form, data, redirect, useNavigation } from "react-router";

import { CardPage } from "~/components/card-page";
import { Button } from "~/components/ui/button";
import { longDate } from "~/lib/dates/english-dates";
import { HomeLink } from "~/features/waitlist/page-parts";
import { pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { tokenPageHeaders } from "~/lib/token-page";

import type { Route } from "./+types/early-access.route";
import { acceptEarlyAccess, checkEarlyAccess } from "./early-access.server";
import { EARLY_ACCESS_PAGE, OFFER, OFFER_TIMING } from "./early-access-offer";
import { earlyAccessPath } from "./tokens.server";

/** Set on the address the Accept button's post redirects to, so the page can say it just happened. */
const JUST_ACCEPTED = "accepted";

type PageState =
  | { kind: "ready"; name: string; expiresAt: Date; action: string }
  | { kind: "accepted"; name: string; acceptedAt: Date; justNow: boolean }
  | { kind: "expired"; name: string }
  | { kind: "invalid" };

const STATUS: Record<PageState["kind"], number> = { ready: 200, accepted: 200, expired: 410, invalid: 400 };

export const headers = tokenPageHeaders;

/**
 * The link in the invitation email. Opening it changes nothing (mail scanners open links): it shows
 * the offer and an Accept button whose POST accepts.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = params.token;
  const check = await checkEarlyAccess({ db: context.db, secret: context.auth.secret }, token);
  const state: PageState =
    check.kind === "ready"
      ? { ...check, action: earlyAccessPath(token) }
      : check.kind === "accepted"
        ? { ...check, justNow: new URL(request.url).searchParams.has(JUST_ACCEPTED) }
        : check;
  return data(state, { status: STATUS[state.kind] });
}

/** Accepts, then shows the page again (post, redirect, get: a reload sends nothing twice). */
export async function action({ context, params }: Route.ActionArgs) {
  const result = await acceptEarlyAccess({ db: context.db, secret: context.auth.secret }, params.token);
  if (result.kind === "accepted-now")
    return redirect(`${earlyAccessPath(params.token)}?${JUST_ACCEPTED}=1`, 303);
  const state: PageState = result.kind === "accepted" ? { ...result, justNow: false } : result;
  return data(state, { status: STATUS[state.kind] });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(EARLY_ACCESS_PAGE, publicUrlFromMatches(matches));
}

const dateOf = (date: Date) => `${longDate(date, "UTC")} (UTC)`;

export default function EarlyAccessPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const accepting = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const state = actionData ?? loaderData;

  if (state.kind === "accepted")
    return state.justNow ? (
      <CardPage heading="Early access is yours">
        <p>
          {`Thank you, ${state.name}. You have accepted ${OFFER}.`} {OFFER_TIMING}
        </p>
        <p>We will write to this address before ordering opens. There is nothing more to do now.</p>
        <HomeLink />
      </CardPage>
    ) : (
      <CardPage heading="You have already accepted">
        <p>
          {`You accepted this invitation on ${dateOf(state.acceptedAt)}: early access is yours, and there is nothing more to do.`}{" "}
          {OFFER_TIMING}
        </p>
        <HomeLink />
      </CardPage>
    );
  if (state.kind === "expired")
    return (
      <CardPage heading="This invitation has expired">
        <p>
          Invitations to early access work for a limited time, and this one has run out. You keep your place
          on the waitlist, and we invite members in batches: you may be invited again in a later one.
        </p>
        <p>If we sent you a newer invitation, use the link in that email.</p>
        <HomeLink />
      </CardPage>
    );
  if (state.kind === "invalid")
    return (
      <CardPage heading="This invitation link does not work">
        <p>
          It may have been cut short or changed, or it was for an address no longer on the waitlist. Open the
          link in your invitation email exactly as it came, or copy all of it into the address bar.
        </p>
        <HomeLink />
      </CardPage>
    );
  return (
    <CardPage heading="Your early access is here">
      <p>{`${state.name ? `${state.name}, your` : "Your"} place on the waitlist has come up.`}</p>
      <p className="rounded-xl bg-teal-50 p-4 text-lg font-semibold text-teal-900">
        {`You are invited to ${OFFER}.`}
      </p>
      <p>{OFFER_TIMING}</p>
      <p>{`This invitation is yours until ${dateOf(state.expiresAt)}. It works once: press the button to take it.`}</p>
      <Form method="post" action={state.action}>
        <Button type="submit" size="lg" disabled={accepting}>
          {accepting ? "Accepting..." : "Accept early access"}
        </Button>
      </Form>
    </CardPage>
  );
}
