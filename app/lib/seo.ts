import type { MetaDescriptor } from "react-router";

import { PRODUCT_NAME } from "./product";

/**
 * What search engines and link previews see in a page: its head tags and the landing page's
 * JSON-LD. Pure: the public origin (PUBLIC_URL) is passed in, so the same builders serve the
 * server, the browser and the tests. The files beside the pages (sitemap, robots.txt, manifest) are
 * built on the server only: app/platform/site-files.server.ts.
 */

/** teal-700, the site's accent (buttons, links, the favicon). */
export const THEME_COLOR = "#0f766e";

export const OG_IMAGE = {
  path: "/images/og-modura.png",
  width: 1200,
  height: 630,
  type: "image/png",
  alt: `${PRODUCT_NAME}: one athletic shoe with detachable soles for every sport`,
} as const;

/** Rendered by scripts/make-og-image.mjs; the e2e spec checks each answers with these sizes. */
export const ICONS = {
  favicon: { path: "/favicon.ico", size: 32, type: "image/vnd.microsoft.icon" },
  appleTouch: { path: "/apple-touch-icon.png", size: 180, type: "image/png" },
  manifest: [
    { path: "/icons/icon-192.png", size: 192, purpose: "any" },
    { path: "/icons/icon-512.png", size: 512, purpose: "any" },
    { path: "/icons/icon-maskable-192.png", size: 192, purpose: "maskable" },
    { path: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
  ],
} as const;

export type PageSeo = {
  /** The page's one URL; null for the not-found page, which answers for any path and has none. */
  path: string | null;
  title: string;
  description: string;
  /** False: `noindex`, and left out of the sitemap. */
  indexable: boolean;
};

/** Every route's title and description, one place, so the sitemap and the tests agree with the pages. */
export const PAGES = {
  home: {
    path: "/",
    title: `${PRODUCT_NAME}: Modular Footwear, Elegance Engineered`,
    description: `${PRODUCT_NAME} is one athletic shoe with detachable soles for every sport. Join the launch waitlist for 30% off and a complimentary extra sole.`,
    indexable: true,
  },
  auth: {
    path: "/auth",
    title: `Sign In | ${PRODUCT_NAME}`,
    description: `Sign in to ${PRODUCT_NAME} or create an account to reach your dashboard and try the AdaptIQ Neural Simulator.`,
    indexable: true,
  },
  lab: {
    path: "/lab",
    title: `${PRODUCT_NAME} Lab | ${PRODUCT_NAME}`,
    description: `Try the ${PRODUCT_NAME} Lab: customise a sole for your sport, run a smart foot scan, watch Motion AI, see the eco impact and ask the assistant.`,
    indexable: true,
  },
  elegance: {
    path: "/elegance",
    title: `${PRODUCT_NAME} Elegance Beta: AI Stiletto Designer`,
    description: `Preview ${PRODUCT_NAME} Elegance, our women's stiletto beta: design a heel for your height, arch and day, and meet the Balance Engine and Posture Sync.`,
    indexable: true,
  },
  technology: {
    path: "/technology",
    title: `Technology | ${PRODUCT_NAME}`,
    description: `Inside ${PRODUCT_NAME}: AdaptIQ neural AI that adapts in under 100 ms, 64 pressure sensors, a 3-second sole swap and auto-calibration that learns your stride.`,
    indexable: true,
  },
  privacy: {
    path: "/privacy",
    title: `Privacy Notice | ${PRODUCT_NAME}`,
    description: `What ${PRODUCT_NAME} keeps about you, why, for how long, who handles it, and your rights.`,
    indexable: true,
  },
  dashboard: {
    path: "/dashboard",
    title: `Dashboard | ${PRODUCT_NAME}`,
    description: `Your ${PRODUCT_NAME} dashboard: your profile, orders, sport preferences and account settings.`,
    indexable: false,
  },
  forgotPassword: {
    path: "/auth/forgot-password",
    title: `Forgot password | ${PRODUCT_NAME}`,
    description: `Forgot your password? Get an email with a link to choose a new one for your ${PRODUCT_NAME} account.`,
    indexable: false,
  },
  resetPassword: {
    path: "/auth/reset-password",
    title: `Choose a new password | ${PRODUCT_NAME}`,
    description: `Set a new password for your ${PRODUCT_NAME} account from the link we emailed you.`,
    indexable: false,
  },
  verifyEmail: {
    path: "/account/verify-email",
    title: `Verify your email | ${PRODUCT_NAME}`,
    description: `Confirm that the email address of your ${PRODUCT_NAME} account is yours, with one press.`,
    indexable: false,
  },
  accountSettings: {
    path: "/dashboard/settings",
    title: `Account Settings | ${PRODUCT_NAME}`,
    description: `Change the display name ${PRODUCT_NAME} shows on your dashboard and in the navigation bar.`,
    indexable: false,
  },
  adaptiqDemo: {
    path: "/adaptiq-demo",
    title: `AdaptIQ Neural Simulator | ${PRODUCT_NAME}`,
    description: `Pick a sport, set your profile and watch AdaptIQ tune your ${PRODUCT_NAME} sole in a live simulation.`,
    indexable: false,
  },
  googleComplete: {
    path: "/auth/google-complete",
    title: `Completing sign-in | ${PRODUCT_NAME}`,
    description: `Finishing your Google sign-in and taking you back to ${PRODUCT_NAME}.`,
    indexable: false,
  },
  notFound: {
    path: null,
    title: `Page not found | ${PRODUCT_NAME}`,
    description: `This page does not exist. Head back to the ${PRODUCT_NAME} home page to explore the modular athletic shoe.`,
    indexable: false,
  },
} as const satisfies Record<string, PageSeo>;

/** The sitemap's pages: the indexable ones, in the order of PAGES. */
export const SITEMAP_PATHS: readonly string[] = Object.values(PAGES).flatMap((page: PageSeo) =>
  page.indexable && page.path !== null ? [page.path] : [],
);

/** `publicUrl` is an origin without a trailing slash (config.server.ts strips it). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The public origin the root loader hands every page; undefined if its data is missing. */
export function publicUrlFromMatches(matches: readonly MatchLike[]): string | undefined {
  const data = matches.find((match) => match?.id === "root")?.loaderData;
  if (typeof data !== "object" || data === null || !("publicUrl" in data)) return undefined;
  return typeof data.publicUrl === "string" ? data.publicUrl : undefined;
}

/**
 * A page's head tags: title, description, canonical URL, Open Graph and Twitter card. Without a
 * public origin (no root data), the tags that must be absolute URLs are left out rather than wrong.
 */
export function pageMeta(page: PageSeo, publicUrl: string | undefined): MetaDescriptor[] {
  const url = publicUrl && page.path !== null ? absoluteUrl(publicUrl, page.path) : undefined;
  const image = publicUrl ? absoluteUrl(publicUrl, OG_IMAGE.path) : undefined;
  const tags: (MetaDescriptor | false | undefined)[] = [
    { title: page.title },
    { name: "description", content: page.description },
    url !== undefined && { tagName: "link", rel: "canonical", href: url },
    !page.indexable && { name: "robots", content: "noindex" },
    { name: "theme-color", content: THEME_COLOR },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    url !== undefined && { property: "og:url", content: url },
    image !== undefined && { property: "og:image", content: image },
    { property: "og:image:type", content: OG_IMAGE.type },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: OG_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    image !== undefined && { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: OG_IMAGE.alt },
  ];
  return tags.filter((tag): tag is MetaDescriptor => Boolean(tag));
}

/** The offer as docs/product.md, Offer words it; it names no price, so neither do we. */
export const OFFER_TEXT =
  "Early access to the limited first production run, 30% off and a complimentary extra sole. " +
  "Launch is planned for Q3, and waitlist members get access 4 weeks early.";

/**
 * The landing page's structured data: the company and the shoe, with the waitlist offer. Only facts
 * docs/product.md, Offer states: no price, availability date or rating (the testimonials are sample content).
 */
export function landingStructuredData(publicUrl: string) {
  const home = absoluteUrl(publicUrl, "/");
  const organizationId = `${home}#organization`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: PRODUCT_NAME,
        url: home,
        logo: absoluteUrl(publicUrl, ICONS.manifest[1].path),
      },
      {
        "@type": "Product",
        "@id": `${home}#product`,
        name: PRODUCT_NAME,
        description:
          "A modular athletic shoe: one shoe base with detachable soles for each activity, with AdaptIQ adaptive sensors and AI. " +
          "Four launch soles are planned (Trail Running, Tennis/Court, Gym/Training and Casual/Street), with more released quarterly.",
        url: home,
        image: absoluteUrl(publicUrl, OG_IMAGE.path),
        brand: { "@id": organizationId },
        category: "Athletic shoes",
        offers: {
          "@type": "Offer",
          description: OFFER_TEXT,
          url: absoluteUrl(publicUrl, "/#waitlist"),
          seller: { "@id": organizationId },
        },
      },
    ],
  };
}
