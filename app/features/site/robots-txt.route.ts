import { robotsTxt } from "~/platform/site-files.server";

import type { Route } from "./+types/robots-txt.route";

/** /robots.txt: a route rather than a file in public/, since it names the sitemap by PUBLIC_URL. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
