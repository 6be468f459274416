import { describe, expect, test } from "vitest";

import { ICONS, OG_IMAGE, PAGES, SITEMAP_PATHS, THEME_COLOR } from "../../app/lib/seo";
import { robotsTxt } from "../../app/platform/site-files.server";
import { headingOrderProblems } from "../support/headings";
import { SEO_ROUTES } from "../support/product-tables";

import { signedInVisitor, site, visitor } from "../support/pages-site";
import type { HtmlPage } from "../support/visitor";

/*
 * What crawlers and link previews read: every route's head as the server sends it, the landing
 * page's JSON-LD, robots.txt, the sitemap, the manifest and the images they name. Headings after
 * hydration and the head after a client-side navigation are the browser's: tests/e2e/seo.spec.ts.
 */

/** A path on the site's PUBLIC_URL, as the pages name it. */
const absolute = (path: string) => new URL(path, site().siteUrl).href;

/** What a document's head and headings say. */
function readHead({ $ }: HtmlPage) {
  const metas: Record<string, string[]> = {};
  for (const meta of $("meta[name], meta[property]").toArray()) {
    const key = $(meta).attr("name") ?? $(meta).attr("property")!;
    (metas[key] ??= []).push($(meta).attr("content") ?? "");
  }
  return {
    lang: $("html").attr("lang"),
    titles: $("title")
      .toArray()
      .map((title) => $(title).text()),
    canonicals: $('link[rel="canonical"]')
      .toArray()
      .map((link) => $(link).attr("href")),
    metas,
    headings: $("h1, h2, h3, h4, h5, h6")
      .toArray()
      .map((heading) => ({ level: Number(heading.tagName[1]), text: $(heading).text().trim() })),
    jsonLd: $('script[type="application/ld+json"]')
      .toArray()
      .map((script) => $(script).text()),
  };
}

describe("every route's head, as the server sends it", () => {
  for (const route of SEO_ROUTES) {
    test(`${route.url}: title, description, canonical, sharing tags, one h1, headings in order`, async () => {
      const who = route.signedIn ? signedInVisitor().visitor : visitor();
      const page = await who.open(route.url);
      expect(page.status).toBe(route.page === PAGES.notFound ? 404 : 200);
      expect(page.redirects, "not redirected").toEqual([]);

      const head = readHead(page);
      const meta = (key: string) => head.metas[key] ?? [];
      expect(head.lang).toBe("en");
      expect(head.titles).toEqual([route.page.title]);
      expect(meta("description")).toEqual([route.page.description]);
      expect(meta("theme-color")).toEqual([THEME_COLOR]);

      const canonical = route.page.path === null ? [] : [absolute(route.page.path)];
      expect(head.canonicals).toEqual(canonical);
      expect(meta("og:url")).toEqual(canonical);
      expect(meta("robots")).toEqual(route.page.indexable ? [] : ["noindex"]);

      expect(meta("og:type")).toEqual(["website"]);
      expect(meta("og:site_name")).toEqual(["Modura"]);
      expect(meta("og:title")).toEqual([route.page.title]);
      expect(meta("og:description")).toEqual([route.page.description]);
      expect(meta("og:image")).toEqual([absolute(OG_IMAGE.path)]);
      expect(meta("og:image:width")).toEqual(["1200"]);
      expect(meta("og:image:height")).toEqual(["630"]);
      expect(meta("og:image:alt")).toEqual([OG_IMAGE.alt]);
      expect(meta("twitter:card")).toEqual(["summary_large_image"]);
      expect(meta("twitter:title")).toEqual([route.page.title]);
      expect(meta("twitter:description")).toEqual([route.page.description]);
      expect(meta("twitter:image")).toEqual([absolute(OG_IMAGE.path)]);

      expect(
        head.headings.filter((heading) => heading.level === 1),
        "exactly one h1",
      ).toHaveLength(1);
      expect(headingOrderProblems(head.headings), "heading order").toEqual([]);
      expect(head.jsonLd, "JSON-LD only on /").toHaveLength(route.page === PAGES.home ? 1 : 0);
    });
  }

  test("/ carries JSON-LD for the organization and the product, with the documented offer only", async () => {
    const page = await visitor().open("/");
    // The data block is escaped for HTML: no "<" inside it can end the script early.
    const block = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(page.html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain("<");
    const data = JSON.parse(block!) as { "@context": string; "@graph": Record<string, unknown>[] };
    expect(data["@context"]).toBe("https://schema.org");
    const [organization, product] = data["@graph"];
    expect(organization).toMatchObject({ "@type": "Organization", name: "Modura", url: absolute("/") });
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Modura",
      image: absolute(OG_IMAGE.path),
      offers: { "@type": "Offer", url: absolute("/#waitlist") },
    });
    expect(JSON.stringify(product)).toContain("30% off and a complimentary extra sole");
    expect(block).not.toMatch(/price|aggregateRating|ratingValue|"review/i);
  });
});

test("robots.txt names the sitemap and keeps crawlers out of the API only", async () => {
  const response = await visitor().request("/robots.txt");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(robotsTxt(site().siteUrl));
});

test("sitemap.xml lists the public pages as absolute URLs, each of which answers 200", async () => {
  const crawler = visitor();
  const response = await crawler.request("/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs).toEqual(SITEMAP_PATHS.map(absolute));
  for (const path of ["/dashboard", "/adaptiq-demo", "/auth/google-complete"]) {
    expect(locs).not.toContain(absolute(path));
  }
  let answered = 0;
  for (const loc of locs) {
    const page = await crawler.request(loc, { headers: { accept: "text/html" } });
    await page.body?.cancel();
    expect(page.status, loc).toBe(200);
    answered += 1;
  }
  expect(answered).toBe(SITEMAP_PATHS.length);
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectImage(path: string, type: string, width: number, height = width) {
  const response = await visitor().request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type"), path).toBe(type);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (type === "image/png") expect(pngSize(bytes), path).toEqual({ width, height });
  return bytes;
}

test("the manifest names the site, and each of its icons answers with its size", async () => {
  const response = await visitor().request("/manifest.webmanifest");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Modura",
    short_name: "Modura",
    start_url: "/",
    theme_color: THEME_COLOR,
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "192x192 maskable",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) await expectImage(icon.src, icon.type, Number(icon.sizes.split("x")[0]));
});

test("the sharing image and the icons the pages link answer with the right type and size", async () => {
  const og = await expectImage(OG_IMAGE.path, "image/png", 1200, 630);
  expect(og.length, "sharing image under 150 KB").toBeLessThan(150 * 1024);
  await expectImage(ICONS.appleTouch.path, "image/png", 180);

  const ico = await visitor().request(ICONS.favicon.path);
  expect(ico.status).toBe(200);
  expect(ico.headers.get("content-type")).toBe(ICONS.favicon.type);
  const icoBytes = Buffer.from(await ico.arrayBuffer());
  // ICONDIR: reserved 0, type 1 (icon), one image of 32×32 holding a PNG.
  expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2), icoBytes.readUInt16LE(4)]).toEqual([0, 1, 1]);
  expect([icoBytes[6], icoBytes[7]]).toEqual([32, 32]);
  expect(pngSize(icoBytes.subarray(icoBytes.readUInt32LE(18)))).toEqual({ width: 32, height: 32 });

  const { $ } = await visitor().open("/technology");
  const links = $('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .toArray()
    .map((link) => `${$(link).attr("rel")} ${$(link).attr("href")}`);
  expect(links).toEqual([
    "icon /favicon.ico",
    "icon /favicon.svg",
    "apple-touch-icon /apple-touch-icon.png",
    "manifest /manifest.webmanifest",
  ]);
  const svg = await visitor().request("/favicon.svg");
  expect(svg.status).toBe(200);
  expect(svg.headers.get("content-type")).toBe("image/svg+xml");
});
