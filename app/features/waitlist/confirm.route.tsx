import { CardPage } from "~/components/card-page";
import { Form, data, redirect, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { tokenPageHeaders } from "~/lib/token-page";

import type { Route } from "./+types/confirm.route";
import { waitlistPath } from "./page-urls";
import { checkConfirmLink, confirmMember } from "./members.server";
import { HomeLink, JoinAgainLink, tokenOf } from "./page-parts";
import { WAITLIST_PAGES } from "./page-texts";

/** The status page after confirming, with a word that it just happened. */
function confirmedStatusPath(statusToken: string): string {
  return `${waitlistPath("status", statusToken)}&confirmed=1`;
}

export const headers = tokenPageHeaders;

/**
 * The link in the confirmation email. Opening it changes nothing (mail scanners open links): it
 * shows a Confirm button whose POST does the confirming. A link of a member who has confirmed
 * already goes straight to where they stand.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const check = await checkConfirmLink({ db: context.db, secret: context.auth.secret }, token);
  if (check.kind === "already-confirmed") throw redirect(waitlistPath("status", check.statusToken));
  return data({ kind: check.kind, token }, { status: statusOf(check.kind) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await confirmMember({ db: context.db, secret: context.auth.secret }, tokenOf(request));
  if (result.kind === "confirmed") return redirect(confirmedStatusPath(result.statusToken), 303);
  if (result.kind === "already-confirmed") return redirect(waitlistPath("status", result.statusToken), 303);
  return data({ kind: result.kind }, { status: statusOf(result.kind) });
}

function statusOf(kind: "ready" | "expired" | "invalid"): number {
  return kind === "ready" ? 200 : kind === "expired" ? 410 : 400;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(WAITLIST_PAGES.confirm, publicUrlFromMatches(matches));
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const kind = actionData?.kind ?? loaderData.kind;
  const confirming = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  if (kind === "expired")
    return (
      <CardPage heading="This confirmation link has expired">
        <p>
          Confirmation links work for 7 days. Join again with the same address and we will send you a new
          link.
        </p>
        <JoinAgainLink />
      </CardPage>
    );
  if (kind === "invalid" || loaderData.token === null)
    return (
      <CardPage heading="This confirmation link does not work">
        <p>
          It may have been cut short or changed, or a newer confirmation email replaced it. Use the link in
          the latest email we sent you, or join again to get a new one.
        </p>
        <JoinAgainLink />
        <HomeLink />
      </CardPage>
    );
  return (
    <CardPage heading="Confirm your place on the waitlist">
      <p>One last step: confirm that this is your email address to take your place in line.</p>
      <Form method="post" action={waitlistPath("confirm", loaderData.token)}>
        <Button type="submit" size="lg" disabled={confirming}>
          {confirming ? "Confirming..." : "Confirm"}
        </Button>
      </Form>
    </CardPage>
  );
}
