import { ICONS, PAGES, SITEMAP_PATHS, THEME_COLOR, absoluteUrl } from "~/lib/seo";
import { PRODUCT_NAME } from "~/lib/product";

/** The files crawlers and browsers fetch beside the pages, from the same names and paths as app/lib/seo.ts. */

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** A sitemaps.org urlset of absolute URLs. No lastmod: we have no honest date for each page. */
export function sitemapXml(publicUrl: string, paths: readonly string[] = SITEMAP_PATHS): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * The signed-in pages are not disallowed: a crawler must be able to fetch them to see their
 * `noindex` (a disallowed URL can still be indexed from links). They are simply not in the sitemap.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** The web app manifest: relative URLs, resolved against the manifest's own, so it needs no origin. */
export function webManifest() {
  return {
    id: "/",
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: PAGES.home.description,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: ICONS.manifest.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
