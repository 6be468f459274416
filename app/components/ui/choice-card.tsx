import type { ComponentProps, ReactNode } from "react";

/**
 * The two looks of a chosen card: solid fills it with the accent (single choices that pick what the
 * page shows), soft tints it (toggles, and choices beside a detail card).
 */
const LOOK = {
  solid:
    "text-slate-800 hover:not-has-checked:border-teal-700 hover:not-has-checked:text-teal-800 " +
    "has-checked:bg-teal-700 has-checked:text-white",
  soft: "text-slate-700 transition-colors hover:border-slate-400 has-checked:bg-teal-50 has-checked:text-teal-900",
} as const;

const BASE =
  "relative cursor-pointer border-2 border-slate-200 bg-white font-semibold has-checked:border-teal-700 " +
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700";

type ChoiceCardProps = Omit<ComponentProps<"input">, "type" | "className" | "children"> & {
  type: "radio" | "checkbox";
  look: keyof typeof LOOK;
  /** The card's shape and layout (size, padding, radius, flex); the looks are the component's. */
  className: string;
  children: ReactNode;
};

/**
 * A choice shown as a card: a native radio or checkbox, transparent inside its label, which CSS
 * (`:has(:checked)`) styles. It works before and without JavaScript: the browser checks it, moves
 * between radios with the arrow keys, and posts it with its form.
 */
export function ChoiceCard({ type, look, className, children, ...input }: ChoiceCardProps) {
  return (
    <label className={`${BASE} ${LOOK[look]} ${className}`}>
      {/* Transparent and covering the card: a tap anywhere on the card lands on the input itself. */}
      <input type={type} className="absolute inset-0 size-full cursor-pointer opacity-0" {...input} />
      {children}
    </label>
  );
}
