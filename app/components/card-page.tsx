import type { ReactNode } from "react";

import { cardClassName, focusRing } from "~/components/ui/styles";

export const textLinkClass = `rounded-sm font-semibold text-teal-800 underline hover:text-teal-900 ${focusRing}`;

/**
 * A text link standing on its own line as an action (not inside a sentence): at least 24 px tall,
 * the target size WCAG 2.2 asks of a control that sits near others (2.5.8).
 */
export const actionLinkClass = `${textLinkClass} inline-flex min-h-6 items-center`;

/**
 * The frame of the small pages an email link opens (the waitlist's, the account's): one card with
 * the page's one h1, between the site header and footer (the root's).
 */
export function CardPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="bg-slate-50 px-4 pt-24 pb-16 sm:px-6 lg:px-8">
      <section aria-labelledby="card-page-heading" className={`mx-auto max-w-2xl ${cardClassName}`}>
        <h1 id="card-page-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {heading}
        </h1>
        <div className="mt-4 grid gap-4 text-slate-700">{children}</div>
      </section>
    </main>
  );
}
