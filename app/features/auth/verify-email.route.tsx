import { Form, Link, data, redirect, useNavigation } from "react-router";

import { CardPage, textLinkClass } from "~/components/card-page";
import { Button } from "~/components/ui/button";
import { withNotice } from "~/lib/notices";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { tokenPageHeaders } from "~/lib/token-page";
import { getOptionalUser } from "~/platform/guards.server";

import type { Route } from "./+types/verify-email.route";
import { type VerifyStep, verifyEmail } from "./actions.server";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export const headers = tokenPageHeaders;

/** Opening the link changes nothing (mail scanners open links): its button's POST verifies. */
export function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  return data({ hasToken: token !== "" }, { status: token ? 200 : 400 });
}

type VerifyAnswer = { reason: "expired" | "invalid-link" | "failed" };

/** Where each step of a link lands, saying what happened. */
const LANDING: Record<VerifyStep, string> = {
  verified: withNotice("/dashboard", "email-verified"),
  "change-confirmed": withNotice("/dashboard/settings", "email-change-confirmed"),
  "email-changed": withNotice("/dashboard/settings", "email-changed"),
};

/** Verifies, then on to the page the step belongs to (through Sign In for a visitor signed out). */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await verifyEmail(context, request, tokenOf(request));
  if (result.ok) {
    const landing = LANDING[result.step];
    const signedIn = (await getOptionalUser(context)) !== null || result.headers.getSetCookie().length > 0;
    return redirect(signedIn ? landing : `/auth?redirectTo=${encodeURIComponent(landing)}`, {
      status: 303,
      headers: result.headers,
    });
  }
  const status = result.reason === "expired" ? 410 : result.reason === "failed" ? 500 : 400;
  return data<VerifyAnswer>({ reason: result.reason }, { status });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.verifyEmail, publicUrlFromMatches(matches));
}

const RESEND_HINT = "Sign in and press “Resend the email” on your dashboard to get a new link.";

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const verifying = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  if (actionData?.reason === "expired")
    return (
      <CardPage heading="This link has expired">
        <p>Verification links work for 24 hours. {RESEND_HINT}</p>
        <DashboardLink />
      </CardPage>
    );
  if (actionData?.reason === "failed")
    return (
      <CardPage heading="Your email could not be verified">
        <p>Something went wrong on our side. Please open the link again in a moment.</p>
      </CardPage>
    );
  if (actionData?.reason === "invalid-link" || !loaderData.hasToken)
    return (
      <CardPage heading="This link does not work">
        <p>
          It may have been cut short or changed. Use the link in the latest email we sent you. {RESEND_HINT}
        </p>
        <DashboardLink />
      </CardPage>
    );
  return (
    <CardPage heading="Verify your email">
      <p>One press confirms that this email address is yours.</p>
      <Form method="post">
        <Button type="submit" size="lg" disabled={verifying}>
          {verifying ? "Verifying..." : "Verify my email"}
        </Button>
      </Form>
    </CardPage>
  );
}

function DashboardLink() {
  return (
    <p>
      <Link to="/dashboard" className={textLinkClass}>
        Go to your dashboard
      </Link>
    </p>
  );
}
