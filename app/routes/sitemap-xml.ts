import { publicUrl } from "~/lib/public-url.server";
import { sitemapXml } from "~/lib/seo";

/** /sitemap.xml: the public pages, as absolute URLs from PUBLIC_URL. */
export function loader() {
  return new Response(sitemapXml(publicUrl()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
