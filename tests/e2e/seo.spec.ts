import type { APIRequestContext, Page } from "@playwright/test";

import { ICONS, OG_IMAGE, PAGES, SITEMAP_PATHS, THEME_COLOR, type PageSeo } from "../../app/lib/seo";
import { robotsTxt } from "../../app/server/site-files.server";

import { E2E_BASE_URL } from "./support/browser";
import { expect, test } from "./support/fixtures";

/** Every route, at the URL a crawler (or a signed-in visitor) opens, with what its head must say. */
const ROUTES: readonly { url: string; page: PageSeo; signedIn?: boolean }[] = [
  { url: "/", page: PAGES.home },
  { url: "/auth", page: PAGES.auth },
  // The sign-up tab is the same page: its canonical URL is /auth.
  { url: "/auth?tab=signup", page: PAGES.auth },
  { url: "/lab", page: PAGES.lab },
  { url: "/elegance", page: PAGES.elegance },
  { url: "/technology", page: PAGES.technology },
  { url: "/no/such/page", page: PAGES.notFound },
  { url: "/auth/google-complete", page: PAGES.googleComplete },
  { url: "/auth/forgot-password", page: PAGES.forgotPassword },
  { url: "/account/verify-email?token=any-token", page: PAGES.verifyEmail },
  { url: "/dashboard", page: PAGES.dashboard, signedIn: true },
  { url: "/adaptiq-demo", page: PAGES.adaptiqDemo, signedIn: true },
];

const absolute = (path: string) => new URL(path, E2E_BASE_URL).href;

/** What a document's head and headings say, read in the page. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => [...document.querySelectorAll(selector)];
    const metas: Record<string, string[]> = {};
    for (const meta of all("meta[name], meta[property]")) {
      const key = meta.getAttribute("name") ?? meta.getAttribute("property")!;
      (metas[key] ??= []).push(meta.getAttribute("content") ?? "");
    }
    return {
      lang: document.documentElement.lang,
      titles: all("title").map((t) => t.textContent),
      canonicals: all('link[rel="canonical"]').map((l) => l.getAttribute("href")),
      metas,
      headings: all("h1, h2, h3, h4, h5, h6").map((h) => ({
        level: Number(h.tagName[1]),
        text: h.textContent?.trim() ?? "",
      })),
      jsonLd: all('script[type="application/ld+json"]').map((s) => s.textContent ?? ""),
    };
  });
}

/** Headings never skip a level on the way down, and the first one is the page's h1. */
function headingOrderProblems(headings: { level: number; text: string }[]): string[] {
  const problems: string[] = [];
  headings.forEach((heading, i) => {
    const previous = headings[i - 1]?.level ?? 0;
    if (heading.level > previous + 1)
      problems.push(`h${heading.level} "${heading.text}" follows h${previous || "(none)"}`);
  });
  return problems;
}

test.describe("every route's head, as the server sends it", () => {
  // Without JavaScript: exactly what a crawler reads, and the popup landing page does not move on.
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route.url}: title, description, canonical, sharing tags, one h1, headings in order`, async ({
      page,
      accounts,
    }) => {
      if (route.signedIn) await accounts.create(page, "seo");
      const response = await page.goto(route.url);
      expect(response?.status()).toBe(route.page === PAGES.notFound ? 404 : 200);
      expect(new URL(page.url()).pathname, "not redirected").toBe(new URL(absolute(route.url)).pathname);

      const head = await readHead(page);
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
        head.headings.filter((h) => h.level === 1),
        "exactly one h1",
      ).toHaveLength(1);
      expect(headingOrderProblems(head.headings), "heading order").toEqual([]);
      expect(head.jsonLd, "JSON-LD only on /").toHaveLength(route.page === PAGES.home ? 1 : 0);
    });
  }

  test("/ carries JSON-LD for the organization and the product, with the spec's offer only", async ({
    page,
  }) => {
    const response = await page.goto("/");
    const html = await response!.text();
    // The data block is escaped for HTML: no "<" inside it can end the script early.
    const block = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
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

test.describe("headings after hydration", () => {
  // The popup landing page moves on as soon as it runs; its server render is checked above.
  for (const route of ROUTES.filter((r) => r.page !== PAGES.googleComplete)) {
    test(`${route.url}: one h1 and headings in order in every tab`, async ({ page, accounts }) => {
      if (route.signedIn) await accounts.create(page, "seo-tabs");
      await page.goto(route.url);
      const expectOutline = async (state: string) => {
        const { headings } = await readHead(page);
        expect(
          headings.filter((h) => h.level === 1),
          `${state}: one h1`,
        ).toHaveLength(1);
        expect(headingOrderProblems(headings), `${state}: heading order`).toEqual([]);
      };
      await expectOutline("as loaded");
      for (const tab of await page.getByRole("main").getByRole("tab").all()) {
        // A click before hydration does nothing: retried until React handles it.
        await expect(async () => {
          await tab.click();
          await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
        }).toPass();
        await expectOutline(`tab ${await tab.textContent()}`);
      }
    });
  }
});

test("client-side navigation updates the canonical URL and the sharing tags", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute("/"));
  await page.getByRole("main").getByRole("link", { name: "Join Elegance Beta" }).click();
  await expect(page).toHaveURL(/\/elegance$/);
  await expect(page).toHaveTitle(PAGES.elegance.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute("/elegance"));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", absolute("/elegance"));
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test("robots.txt names the sitemap and keeps crawlers out of the API only", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(robotsTxt(E2E_BASE_URL));
});

test("sitemap.xml lists the public pages as absolute URLs, each of which answers 200", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(SITEMAP_PATHS.map(absolute));
  for (const path of ["/dashboard", "/adaptiq-demo", "/auth/google-complete"]) {
    expect(locs).not.toContain(absolute(path));
  }
  for (const loc of locs) {
    const page = await request.get(loc!, { maxRedirects: 0 });
    expect(page.status(), loc).toBe(200);
  }
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectImage(
  request: APIRequestContext,
  path: string,
  type: string,
  width: number,
  height = width,
) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe(type);
  const bytes = await response.body();
  if (type === "image/png") expect(pngSize(bytes), path).toEqual({ width, height });
  return bytes;
}

test("the manifest names the site, and each of its icons answers with its size", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
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
  for (const icon of manifest.icons) {
    await expectImage(request, icon.src, icon.type, Number(icon.sizes.split("x")[0]));
  }
});

test("the sharing image and the icons the pages link answer with the right type and size", async ({
  page,
  request,
}) => {
  const og = await expectImage(request, OG_IMAGE.path, "image/png", 1200, 630);
  expect(og.length, "sharing image under 150 KB").toBeLessThan(150 * 1024);
  await expectImage(request, ICONS.appleTouch.path, "image/png", 180);

  const ico = await request.get(ICONS.favicon.path);
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toBe(ICONS.favicon.type);
  const icoBytes = await ico.body();
  // ICONDIR: reserved 0, type 1 (icon), one image of 32×32 holding a PNG.
  expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2), icoBytes.readUInt16LE(4)]).toEqual([0, 1, 1]);
  expect([icoBytes[6], icoBytes[7]]).toEqual([32, 32]);
  expect(pngSize(icoBytes.subarray(icoBytes.readUInt32LE(18)))).toEqual({ width: 32, height: 32 });

  await page.goto("/technology");
  const links = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((elements) => elements.map((e) => `${e.getAttribute("rel")} ${e.getAttribute("href")}`));
  expect(links).toEqual([
    "icon /favicon.ico",
    "icon /favicon.svg",
    "apple-touch-icon /apple-touch-icon.png",
    "manifest /manifest.webmanifest",
  ]);
  const svg = await request.get("/favicon.svg");
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toBe("image/svg+xml");
});
