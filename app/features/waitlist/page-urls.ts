/** The waitlist's own pages, each opened with a signed token (./tokens.server.ts). */
export type WaitlistPage = "confirm" | "status" | "unsubscribe";

/** The path of a waitlist page for a token: `/waitlist/status?token=…`. */
export function waitlistPath(page: WaitlistPage, token: string): string {
  return `/waitlist/${page}?token=${encodeURIComponent(token)}`;
}

/** The same page as a full link, for email. */
export function waitlistUrl(publicUrl: string, page: WaitlistPage, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${waitlistPath(page, token)}`;
}
