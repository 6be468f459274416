import { PRODUCT_NAME } from "~/lib/product";
import type { PageSeo } from "~/lib/seo";

/*
 * What an invitation offers, as the invitation email and /early-access/TOKEN both say it: the
 * offer of docs/product.md, Offer. This file's name starts with "early-access" so that the public
 * page's bundle keeps it and not the launch room's chunk (vite.config.ts).
 */

/** The offer, in the words of docs/product.md, Offer. */
export const OFFER =
  "early access to the limited first production run, 30% off and a complimentary extra sole";

/** When (docs/product.md, Offer): a launch in Q3, waitlist members 4 weeks before it. */
export const OFFER_TIMING = "Waitlist members get access 4 weeks before the launch, planned for Q3.";

/** Opened with a personal token, so never indexed (as the waitlist's own pages). */
export const EARLY_ACCESS_PAGE = {
  path: null,
  title: `Your early access | ${PRODUCT_NAME}`,
  description: `Your invitation to ${OFFER}.`,
  indexable: false,
} as const satisfies PageSeo;
