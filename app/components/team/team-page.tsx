import type { ReactNode } from "react";

import { PRODUCT_NAME } from "~/lib/product";

/** A team page's title and the robots rule every team page carries. */
export function teamMeta(title: string) {
  return [
    { title: `${title} · Launch room | ${PRODUCT_NAME}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The body of a team page under the launch room's navigation: its one h1, then its content. */
export function TeamPage({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    // One column that never grows past the page: a wide table or a long word scrolls or wraps in its
    // own box (a grid track is otherwise as wide as its widest unbreakable content).
    <div className="grid grid-cols-1 gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
        {intro ? <div className="mt-2 max-w-3xl text-slate-700">{intro}</div> : null}
      </header>
      {children}
    </div>
  );
}
