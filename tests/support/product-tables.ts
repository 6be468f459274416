import { PAGES, type PageSeo } from "../../app/lib/seo";

/**
 * What docs/product.md fixes, written once for the page suite (the server's HTML) and the browser
 * suite (the page once React runs): each checks the same table at its own level.
 */

/** Every route, at the URL a visitor (signed in for the last two) opens, with what its head must say. */
export const SEO_ROUTES: readonly { url: string; page: PageSeo; signedIn?: boolean }[] = [
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

/** The navigation's links for a signed-out visitor, in order, as name and address. */
export const SIGNED_OUT_NAV_ITEMS: readonly (readonly [string, string])[] = [
  ["Product", "/#product"],
  ["Features", "/#features"],
  ["Technology", "/#technology"],
  ["Lab", "/lab"],
  ["Sustainability", "/#sustainability"],
  ["Join Waitlist", "/#waitlist"],
  ["Sign In", "/auth"],
];

/** The lab assistant's four rules, in order: a question and a phrase of its answer. */
export const LAB_ASSISTANT_CASES: readonly (readonly [string, string])[] = [
  ["Is it good for the ENVIRONMENT?", "78% less waste"],
  ["Which sport is it best for?", "AdaptIQ learns how you move"],
  ["How does the sole work?", "Smart materials do the work"],
  ["What colours are there?", "I can tell you about sustainability or performance"],
  // Rules 1 and 2 both match: the first wins.
  ["Is it eco friendly for my sport?", "replace only the worn components"],
];
