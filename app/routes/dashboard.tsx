import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { getSportPreferences } from "~/db/preferences.server";
import { requireUser } from "~/lib/guards.server";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

import type { Route } from "./+types/dashboard";
import { AccountOverview } from "./dashboard/account-overview";
import { ExploreCards } from "./dashboard/explore-cards";
import { OrdersPanel } from "./dashboard/orders-panel";
import { PreferencesPanel } from "./dashboard/preferences-panel";
import { ProfileHeader } from "./dashboard/profile-header";
import { cardClassName } from "~/components/ui/styles";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context.user);
  return { user, sports: await getSportPreferences(context.db, user.id) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.dashboard, publicUrlFromMatches(matches));
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, sports } = loaderData;
  // Buttons that need JavaScript wait for it, so an early click is never lost.
  const disabled = !useHydrated();

  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-6xl px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <ProfileHeader user={user} disabled={disabled} />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <AccountOverview user={user} />
        <section aria-labelledby="activity-heading" className={`lg:col-span-2 ${cardClassName}`}>
          <h2 id="activity-heading" className="sr-only">
            Orders and preferences
          </h2>
          <Tabs defaultValue="orders">
            <TabsList aria-label="Orders and preferences">
              <TabsTrigger value="orders">My Orders</TabsTrigger>
              <TabsTrigger value="preferences">Preferences</TabsTrigger>
            </TabsList>
            <TabsContent value="orders">
              <OrdersPanel />
            </TabsContent>
            {/* Kept mounted while hidden, so unsaved and saved choices survive a switch of tabs. */}
            <TabsContent value="preferences" forceMount className="data-[state=inactive]:hidden">
              <PreferencesPanel initial={sports} disabled={disabled} />
            </TabsContent>
          </Tabs>
        </section>
      </div>

      <ExploreCards disabled={disabled} />
    </main>
  );
}
