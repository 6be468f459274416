import { focusRing } from "~/components/ui/styles";

/** A link standing alone on a team page: a 44 px target, underlined, the site's focus ring. */
export const teamLinkClass = `inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-teal-700 underline hover:text-teal-800 ${focusRing}`;
/** A link inside running text or a table cell: underlined, the site's focus ring, no extra height. */
export const inlineLinkClass = `font-semibold text-teal-700 underline hover:text-teal-800 ${focusRing}`;
