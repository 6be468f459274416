import { useState } from "react";
import { Link } from "react-router";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { getWishlist } from "~/db/wishlist.server";
import { type HeelProfile, INITIAL_PROFILE } from "~/features/designer/rules";
import { PRODUCT_NAME } from "~/lib/product";
import { PAGES, pageMeta, publicUrlFromMatches } from "~/lib/seo";

import type { Route } from "./+types/elegance";
import { BalanceEnginePanel } from "./elegance/balance-engine-panel";
import { DesignerPanel } from "./elegance/designer-panel";
import { GalleryPanel } from "./elegance/gallery-panel";
import { PostureSyncPanel } from "./elegance/posture-sync-panel";
import { primaryButtonClassName } from "./elegance/styles";
import { useWishlist } from "./elegance/use-wishlist";

export async function loader({ context }: Route.LoaderArgs) {
  return { wishlist: context.user ? await getWishlist(context.db, context.user.id) : [] };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGES.elegance, publicUrlFromMatches(matches));
}

const TABS = [
  { value: "designer", label: "AI Designer" },
  { value: "balance", label: "Balance Engine" },
  { value: "posture", label: "Posture Sync" },
  { value: "gallery", label: "Gallery" },
] as const;

export default function Elegance({ loaderData }: Route.ComponentProps) {
  // Held here rather than in the tabs, which Radix unmounts while hidden.
  const [profile, setProfile] = useState<HeelProfile>(INITIAL_PROFILE);
  const [shoeIndex, setShoeIndex] = useState(0);
  const wishlist = useWishlist(loaderData.wishlist);

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

        <Tabs defaultValue="designer" className="mt-10">
          <TabsList aria-label="Elegance features" className="flex-wrap">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="min-w-36 sm:min-w-0">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="designer">
            <DesignerPanel profile={profile} setProfile={setProfile} />
          </TabsContent>
          <TabsContent value="balance">
            <BalanceEnginePanel />
          </TabsContent>
          <TabsContent value="posture">
            <PostureSyncPanel />
          </TabsContent>
          <TabsContent value="gallery">
            <GalleryPanel index={shoeIndex} setIndex={setShoeIndex} wishlist={wishlist} />
          </TabsContent>
        </Tabs>

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
          <Link to="/auth" className={`mt-6 ${primaryButtonClassName}`}>
            Get Early Access
          </Link>
        </section>
      </div>
    </main>
  );
}
