import type { ComponentProps } from "react";

import { focusRingFor } from "./styles";

/**
 * The site's button looks, one set of classes per variant. Primary is filled, secondary outlined;
 * the accent is the page's (teal everywhere, rose on Elegance: white on rose-700 is 6:1); large is
 * for the hero's calls to action and full-width form buttons.
 */
export type ButtonLook = {
  variant?: "primary" | "secondary";
  size?: "md" | "lg";
  accent?: "teal" | "rose";
};

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold shadow-sm " +
  "disabled:cursor-not-allowed disabled:opacity-70";

const SIZE = { md: "px-5 py-2.5 text-sm", lg: "px-6 py-3 text-base" } as const;

const VARIANT = {
  teal: {
    primary: "bg-teal-700 text-white hover:bg-teal-800",
    secondary: "border border-slate-300 bg-white text-slate-900 hover:border-teal-700 hover:text-teal-800",
  },
  rose: {
    primary: "bg-rose-700 text-white hover:bg-rose-800",
    secondary: "border border-slate-300 bg-white text-slate-900 hover:border-rose-700 hover:text-rose-800",
  },
} as const;

/** The classes of a button look, for links (`<a>`, `<Link>`) that look like buttons. */
export function buttonClass({ variant = "primary", size = "md", accent = "teal" }: ButtonLook = {}): string {
  return `${BASE} ${SIZE[size]} ${VARIANT[accent][variant]} ${focusRingFor(accent)}`;
}

/** A `<button>` with one of the site's looks; `className` adds layout (width, margins), never looks. */
export function Button({
  variant,
  size,
  accent,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonLook) {
  const look = buttonClass({ variant, size, accent });
  return <button type={type} className={className ? `${className} ${look}` : look} {...props} />;
}
