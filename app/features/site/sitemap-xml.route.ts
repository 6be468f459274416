import { sitemapXml } from "~/platform/site-files.server";

import type { Route } from "./+types/sitemap-xml.route";

/** /sitemap.xml: the public pages, as absolute URLs from PUBLIC_URL. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(context.publicUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
