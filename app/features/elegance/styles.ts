/** The Elegance page's own looks: rose accents; cards and buttons are the site's. */
import { buttonClass } from "~/components/ui/button";
import { focusRingFor } from "~/components/ui/styles";

export { cardClassName } from "~/components/ui/styles";

export const focusRing = focusRingFor("rose");

// The gallery's wishlist button reads these two (gallery-panel.tsx); elsewhere the page uses Button.
export const primaryButtonClassName = buttonClass({ accent: "rose" });
export const secondaryButtonClassName = buttonClass({ variant: "secondary", accent: "rose" });
