import { data } from "react-router";

import { UrlTabs } from "~/components/ui/url-tabs";
import { cardClassName } from "~/components/ui/styles";
import { saveSportPreferences } from "~/db/preferences.server";
import {
  COMING_SOON,
  DASHBOARD_TOASTS,
  type DashboardAnswer,
  comingSoonToast,
  parseDashboardIntent,
} from "~/features/dashboard/messages";
import { preferencesSchema } from "~/features/dashboard/sports";
import { getSportPreferences } from "~/features/dashboard/sports.server";
import { resendVerificationToast } from "~/features/auth/recovery";
import { resendVerification } from "~/features/auth/actions.server";
import { requireUser } from "~/platform/guards.server";
import { SAME_FOR_THE_ACCOUNT } from "~/lib/anonymous-page";
import { parseForm, tooManyAttempts } from "~/lib/conform-forms";
import { revalidateUnlessViewChange } from "~/lib/revalidation";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";

import type { Route } from "./+types/dashboard.route";
import { AccountOverview } from "./account-overview";
import { ExploreCards } from "./explore-cards";
import { OrdersPanel } from "./orders-panel";
import { PreferencesPanel } from "./preferences-panel";
import { ProfileHeader } from "./profile-header";
import { VerifyEmailNotice } from "./verify-email-notice";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { user, sports: await getSportPreferences(context.db, user.id) };
}

export const shouldRevalidate = revalidateUnlessViewChange;

// The page shows the user and their own preferences, which only their own requests change (server/page-cache.ts keeps each account's render; decision 035).
export const handle = SAME_FOR_THE_ACCOUNT;

/**
 * The dashboard's forms: Save Preferences (the same schema and store as PUT /api/me/preferences),
 * the email verification's resend, and the two cards whose features are coming soon. Each answers
 * its message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const form = await request.formData();
  const intent = parseDashboardIntent(form.get("intent"));
  if (intent === "fitting" || intent === "community")
    return { intent, message: comingSoonToast(COMING_SOON[intent]) } satisfies DashboardAnswer;
  if (intent === "resend-verification") {
    const result = await resendVerification(context, request, user);
    if (!result.ok && result.reason === "limited")
      return tooManyAttempts<DashboardAnswer>({ intent }, result.retryAfterSeconds);
    return data<DashboardAnswer>(
      { intent, message: resendVerificationToast(result) },
      { status: !result.ok && result.reason === "failed" ? 500 : 200 },
    );
  }
  if (intent !== "preferences") throw data("Unknown intent", { status: 400 });

  const submission = parseForm(form, preferencesSchema);
  const failed = (status: number) =>
    data<DashboardAnswer>(
      { intent, result: submission.reply(), message: { ...DASHBOARD_TOASTS.preferencesFailed } },
      { status },
    );
  if (submission.status !== "success") return failed(400);
  try {
    await saveSportPreferences(context.db, user.id, submission.value.sports);
  } catch (error) {
    context.logError(error);
    return failed(500);
  }
  return {
    intent,
    result: submission.reply(),
    message: { ...DASHBOARD_TOASTS.preferencesSaved },
  } satisfies DashboardAnswer;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.dashboard, publicUrlFromMatches(matches));
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, sports } = loaderData;

  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <ProfileHeader user={user} />
      {user.emailVerified ? null : <VerifyEmailNotice />}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <AccountOverview user={user} />
        <section aria-labelledby="activity-heading" className={`lg:col-span-2 ${cardClassName}`}>
          <h2 id="activity-heading" className="sr-only">
            Orders and preferences
          </h2>
          {/* Every panel stays rendered while hidden, so unsaved choices survive a switch of tabs. */}
          <UrlTabs
            id="dashboard"
            label="Orders and preferences"
            tabs={[
              { value: "orders", label: "My Orders", panel: <OrdersPanel /> },
              { value: "preferences", label: "Preferences", panel: <PreferencesPanel initial={sports} /> },
            ]}
          />
        </section>
      </div>

      <ExploreCards />
    </main>
  );
}
