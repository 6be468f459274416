import type { ReactNode } from "react";

import { textLinkClass } from "~/components/card-page";

/** The way back to the form, for a link that no longer works. */
export function JoinAgainLink({ children = "Join the waitlist again" }: { children?: ReactNode }) {
  return (
    <p>
      <a href="/#waitlist" className={textLinkClass}>
        {children}
      </a>
    </p>
  );
}

export function HomeLink() {
  return (
    <p>
      <a href="/" className={textLinkClass}>
        Back to the home page
      </a>
    </p>
  );
}

/** The token of a waitlist page's address: what the page was opened with, or null. */
export function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}
