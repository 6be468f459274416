import { PRODUCT_NAME } from "~/lib/product";

export const FOOTER_LINKS: readonly { label: string; href: string }[] = [
  { label: "Product", href: "/#product" },
  { label: "Features", href: "/#features" },
  { label: "Technology", href: "/#technology" },
  { label: "Sustainability", href: "/#sustainability" },
  { label: "Join Waitlist", href: "/#waitlist" },
];

/** Placeholder pages the spec lists but does not describe. */
export const LEGAL_LINKS: readonly string[] = ["Privacy Policy", "Terms of Service", "Shipping Policy"];

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
