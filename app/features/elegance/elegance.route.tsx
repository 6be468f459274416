import { Link } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { UrlTabs } from "~/components/ui/url-tabs";
import { parseProfile } from "~/features/elegance/designer-profile-form";
import { PRODUCT_NAME } from "~/lib/product";
import { revalidateUnlessViewChange } from "~/lib/revalidation";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";
import { SAME_FOR_EVERY_ANONYMOUS_VISITOR } from "~/lib/anonymous-page";
import { getOptionalUser } from "~/platform/guards.server";

import type { Route } from "./+types/elegance.route";
import { BalanceEnginePanel } from "./balance-engine-panel";
import { DesignerPanel } from "./designer-panel";
import { GalleryPanel } from "./gallery-panel";
import { PostureSyncPanel } from "./posture-sync-panel";
import { wishlistAction } from "./wishlist-action.server";
import { getWishlist } from "./wishlist.server";

/**
 * The designer's profile as its GET form sent it (without JavaScript the server renders that
 * design), and the signed-in visitor's wishlist. The tab and the shown shoe are read from the URL
 * by the page itself, so switching them runs no loader.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getOptionalUser(context);
  return {
    profile: parseProfile(new URL(request.url).searchParams),
    wishlist: user ? await getWishlist(context.db, user.id) : [],
  };
}

/** The gallery's wishlist form (intent=wishlist), with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, logError } = context;
  return wishlistAction(await request.formData(), { user: await getOptionalUser(context), db, logError });
}

export const shouldRevalidate = revalidateUnlessViewChange;

// Its anonymous render depends on the address alone (server/page-cache.ts may keep it).
export const handle = SAME_FOR_EVERY_ANONYMOUS_VISITOR;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.elegance, publicUrlFromMatches(matches));
}

export default function Elegance({ loaderData }: Route.ComponentProps) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="bg-gradient-to-b from-rose-50 via-white to-white pt-24 pb-16"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="flex flex-wrap items-center gap-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {PRODUCT_NAME} Elegance
            <span className="rounded-full bg-rose-700 px-3 py-1 text-sm font-semibold tracking-wide text-white uppercase">
              Beta
            </span>
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            Our first women&apos;s stiletto brings the engineering of our athletic shoes to the heel. Design a
            heel for your body and your day, and see how it keeps you balanced and aligned from morning to
            midnight.
          </p>
        </header>

        <div className="mt-10">
          <UrlTabs
            id="elegance"
            label="Elegance features"
            listClassName="flex-wrap"
            triggerClassName="min-w-36 sm:min-w-0"
            tabs={[
              {
                value: "designer",
                label: "AI Designer",
                panel: <DesignerPanel initialProfile={loaderData.profile} />,
              },
              { value: "balance", label: "Balance Engine", panel: <BalanceEnginePanel /> },
              { value: "posture", label: "Posture Sync", panel: <PostureSyncPanel /> },
              { value: "gallery", label: "Gallery", panel: <GalleryPanel wishlist={loaderData.wishlist} /> },
            ]}
          />
        </div>

        <section
          aria-labelledby="elegance-cta-heading"
          className="mt-16 rounded-2xl border border-rose-200 bg-rose-50 px-6 py-10 text-center sm:px-10"
        >
          <h2 id="elegance-cta-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Join the Elegance Beta
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">
            Create an account to save your designs and your wishlist, and be among the first to wear{" "}
            {PRODUCT_NAME} Elegance.
          </p>
          <Link to="/auth" className={`mt-6 ${buttonClass({ accent: "rose" })}`}>
            Get Early Access
          </Link>
        </section>
      </div>
    </main>
  );
}
