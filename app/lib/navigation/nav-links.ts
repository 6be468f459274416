export type NavLink = { label: string; href: string };

/** The desktop and mobile links, in the order of docs/product.md, Navigation bar. Anchors point at `/` so they work from any page. */
export const NAV_LINKS: readonly NavLink[] = [
  { label: "Product", href: "/#product" },
  { label: "Features", href: "/#features" },
  { label: "Technology", href: "/#technology" },
  { label: "Lab", href: "/lab" },
  { label: "Sustainability", href: "/#sustainability" },
];
