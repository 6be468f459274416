import type { ReactNode } from "react";

import { focusRing } from "~/components/ui/styles";

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * The box around a wide table: it scrolls sideways on a phone instead of the page, and is
 * focusable (a named region) so a keyboard can scroll it too. Positioned, so that what is placed
 * absolutely inside it (a screen reader's hidden text in a cell) is clipped by it as well, rather
 * than widening the page.
 */
export function ScrollTable({
  label,
  labelledBy,
  className = "",
  children,
}: Name & { className?: string; children: ReactNode }) {
  return (
    <div
      className={`relative overflow-x-auto ${focusRing} ${className}`}
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  );
}
