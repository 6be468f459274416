import { PRODUCT_NAME } from "~/lib/product";
import { PRIVACY_NOTICE_PATH } from "~/vocabulary";

export const FOOTER_LINKS: readonly { label: string; href: string }[] = [
  { label: "Product", href: "/#product" },
  { label: "Features", href: "/#features" },
  { label: "Technology", href: "/#technology" },
  { label: "Sustainability", href: "/#sustainability" },
  { label: "Join Waitlist", href: "/#waitlist" },
];

/**
 * The three legal links (docs/product.md, Footer): the link text "Privacy Policy" opens our privacy
 * notice; Terms of Service and Shipping Policy are placeholders.
 */
export const LEGAL_LINKS: readonly { label: string; href: string }[] = [
  { label: "Privacy Policy", href: PRIVACY_NOTICE_PATH },
  { label: "Terms of Service", href: "#" },
  { label: "Shipping Policy", href: "#" },
];

/** Invented contact details; the .example domain can never reach a real mailbox. */
export const CONTACT = {
  email: `hello@${PRODUCT_NAME.toLowerCase()}.example`,
  address: ["120 Harbor Street", "Portland, OR 97209"],
} as const;

export type SocialNetwork = "instagram" | "x" | "facebook" | "youtube";

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string }[] = [
  { network: "instagram", label: `${PRODUCT_NAME} on Instagram` },
  { network: "x", label: `${PRODUCT_NAME} on X` },
  { network: "facebook", label: `${PRODUCT_NAME} on Facebook` },
  { network: "youtube", label: `${PRODUCT_NAME} on YouTube` },
];
