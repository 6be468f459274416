import type { PageSeo } from "~/lib/seo";
import { PRODUCT_NAME } from "~/lib/product";
import { REFERRAL_PLACES } from "~/vocabulary";

/**
 * What the waitlist's own pages (/waitlist/confirm, /status, /unsubscribe) say that is not tied to
 * React: their head tags and the texts built from a member's figures. Each page is opened with a
 * personal token, so none is indexable (and none is in the sitemap).
 */
export const WAITLIST_PAGES = {
  confirm: {
    path: "/waitlist/confirm",
    title: `Confirm your place | ${PRODUCT_NAME}`,
    description: `Confirm your email address to take your place on the ${PRODUCT_NAME} launch waitlist.`,
    indexable: false,
  },
  status: {
    path: "/waitlist/status",
    title: `Your place in line | ${PRODUCT_NAME}`,
    description: `Where you stand on the ${PRODUCT_NAME} launch waitlist, and your referral link to move up.`,
    indexable: false,
  },
  unsubscribe: {
    path: "/waitlist/unsubscribe",
    title: `Leave the waitlist | ${PRODUCT_NAME}`,
    description: `Remove your address and details from the ${PRODUCT_NAME} launch waitlist.`,
    indexable: false,
  },
} as const satisfies Record<string, PageSeo>;

/** A place as the emails write it: "#1,234". */
export function formatPlace(place: number): string {
  return `#${place.toLocaleString("en-US")}`;
}

/** How referring works, in one sentence. */
export const REFERRAL_EXPLANATION = `Each friend who joins through your link and confirms their address moves you up ${REFERRAL_PLACES} places.`;

/** "3 friends have joined…", in words that read right for 0, 1 and many. */
export function confirmedReferralsText(count: number): string {
  if (count === 0) return "No friends have confirmed through your link yet.";
  if (count === 1) return "1 friend has confirmed through your link.";
  return `${count.toLocaleString("en-US")} friends have confirmed through your link.`;
}

/**
 * Plain share links for browsers without the Web Share API (and without JavaScript): the member's
 * mail program and messaging app, with the text filled in. No third party is involved.
 */
export function shareLinks(url: string): { email: string; sms: string; text: string } {
  const subject = `Join me on the ${PRODUCT_NAME} waitlist`;
  const text = `I'm on the waitlist for ${PRODUCT_NAME}, the modular athletic shoe. Join through my link: ${url}`;
  return {
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
    sms: `sms:?body=${encodeURIComponent(text)}`,
    text,
  };
}
