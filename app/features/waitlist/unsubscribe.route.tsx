import { CardPage } from "~/components/card-page";
import { Form, data, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { tokenPageHeaders } from "~/lib/token-page";

import type { Route } from "./+types/unsubscribe.route";
import { waitlistPath } from "./page-urls";
import { checkUnsubscribeLink, unsubscribeMember } from "./members.server";
import { HomeLink, JoinAgainLink, tokenOf } from "./page-parts";
import { WAITLIST_PAGES } from "./page-texts";

export const headers = tokenPageHeaders;

/**
 * Every waitlist email's unsubscribe link. Opening it changes nothing; its button (a POST) removes
 * the member and their data. Mail programs POST here too without opening the page, the one-click
 * unsubscribe of RFC 8058 (body `List-Unsubscribe=One-Click`, no cookies, usually no Origin): the
 * same action, answered 200.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const check = await checkUnsubscribeLink({ db: context.db, secret: context.auth.secret }, token);
  if (check.kind === "member")
    return { check: { kind: "member", email: check.email, name: check.name, token } } as const;
  return data({ check }, { status: check.kind === "invalid" ? 400 : 200 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await unsubscribeMember({ db: context.db, secret: context.auth.secret }, tokenOf(request));
  return data({ result }, { status: result.kind === "invalid" ? 400 : 200 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(WAITLIST_PAGES.unsubscribe, publicUrlFromMatches(matches));
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const removing = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const kind = actionData?.result.kind ?? loaderData.check.kind;

  if (kind === "removed")
    return (
      <CardPage heading="You have been removed from the waitlist">
        <p role="status">
          You have been removed from the waitlist, and your name, address and activity deleted. We will not
          email you about it again.
        </p>
        <JoinAgainLink>Changed your mind? Join the waitlist again</JoinAgainLink>
      </CardPage>
    );
  if (kind === "invalid" || loaderData.check.kind !== "member" || loaderData.check.token === null)
    return (
      <CardPage heading="This unsubscribe link does not work">
        <p>
          It may have been cut short or changed. Use the unsubscribe link in the latest email we sent you.
        </p>
        <HomeLink />
      </CardPage>
    );
  const { email, name, token } = loaderData.check;
  return (
    <CardPage heading="Leave the waitlist?">
      <p>
        This removes <strong>{name}</strong> (<strong>{email}</strong>) from the waitlist and deletes the
        details given when joining. Your place in line is given up.
      </p>
      <Form method="post" action={waitlistPath("unsubscribe", token)}>
        <Button type="submit" size="lg" disabled={removing}>
          {removing ? "Removing..." : "Remove me from the waitlist"}
        </Button>
      </Form>
    </CardPage>
  );
}
