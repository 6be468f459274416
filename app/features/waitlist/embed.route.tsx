import { useEffect } from "react";

import { PrivacyNoticeLine } from "~/components/privacy-notice-line";
import { PRODUCT_NAME } from "~/lib/product";

import type { Route } from "./+types/embed.route";
import { type WaitlistAnswer, unreachable } from "./answer";
import { EMBED_HEIGHT_MESSAGE, SITE_PARAMETER, embedAttribution, embeddingSite } from "./embed";
import { WaitlistForm } from "./form";
import { answerJoinForm } from "./join-form.server";

/** The page alone, without the site's header and footer (app/root.tsx). */
export const handle = { bare: true };

export const meta = () => [
  { title: `Join the ${PRODUCT_NAME} waitlist` },
  // A part of other sites' pages, not a page of its own to be found.
  { name: "robots", content: "noindex" },
];

function siteOf(request: Request, origins: readonly string[]) {
  return embeddingSite(
    new URL(request.url).searchParams.get(SITE_PARAMETER),
    request.headers.get("Referer"),
    origins,
  );
}

/** The listed site the frame is on, if any: its joins' source and where its height is told. */
export function loader({ request, context }: Route.LoaderArgs) {
  return { site: siteOf(request, context.embedOrigins) };
}

/** The landing page's waitlist action, the site it is embedded on as the join's source. */
export async function action(args: Route.ActionArgs) {
  const site = siteOf(args.request, args.context.embedOrigins);
  return answerJoinForm(args, site ? embedAttribution(site) : undefined);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { message: unreachable() } satisfies WaitlistAnswer;
  }
}

/**
 * With JavaScript, tells the page that frames it how tall it is whenever that changes, so that the
 * snippet's listener can size the frame (only to a listed site's origin).
 */
function useReportHeight(origin: string | undefined) {
  useEffect(() => {
    if (!origin || window.parent === window) return;
    const report = () =>
      window.parent.postMessage(
        { type: EMBED_HEIGHT_MESSAGE, height: Math.ceil(document.body.getBoundingClientRect().height) },
        origin,
      );
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [origin]);
}

export default function EmbeddedWaitlist({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = loaderData;
  useReportHeight(site?.origin);
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-lg p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Join the {PRODUCT_NAME} waitlist</h1>
      <p className="mt-2 mb-6 text-slate-700">
        Get early access to the limited first production run of {PRODUCT_NAME}.
      </p>
      <WaitlistForm
        answer={actionData}
        action={
          site ? `/embed/waitlist?${SITE_PARAMETER}=${encodeURIComponent(site.host)}` : "/embed/waitlist"
        }
        anchor=""
      />
      <div className="mt-4">
        <PrivacyNoticeLine newTab />
      </div>
    </main>
  );
}
