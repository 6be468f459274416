import { publicUrl } from "~/lib/public-url.server";
import { robotsTxt } from "~/lib/seo";

/** /robots.txt: a route rather than a file in public/, since it names the sitemap by PUBLIC_URL. */
export function loader() {
  return new Response(robotsTxt(publicUrl()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
