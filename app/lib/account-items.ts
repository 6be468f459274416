import type { SessionUser } from "./auth-client";

/**
 * The header's account items (app/components/account-nav.tsx) are the one part of some pages that
 * differs between visitors: the server may serve a signed-in visitor the kept anonymous page with
 * their own items put in place (server/page-cache.ts). These names tie the markup to that cut.
 */

/** On the element that holds nothing but account items: its value names which ones. */
export const ACCOUNT_ITEMS_ATTRIBUTE = "data-account-items";

/** The two places: the navigation bar's, and the mobile menu's. */
export const ACCOUNT_ITEMS_PLACES = ["bar", "menu"] as const;

/**
 * The id of the JSON script, among the bar's items, naming the signed-in user. The page's own
 * loader data may say nobody (a kept anonymous page with this visitor's items put in), so the
 * browser takes the user from here until the root loader runs again (app/lib/session.tsx).
 */
export const SIGNED_IN_USER_SCRIPT_ID = "signed-in-user";

/** The user as the script's text: JSON that cannot close the script early. */
export function signedInUserJson(user: SessionUser): string {
  return JSON.stringify(user).replace(/</g, "\\u003c");
}

/** The user the page's HTML was served for: null when it names none. */
export function readDocumentUser(doc: Document): SessionUser | null {
  const text = doc.getElementById(SIGNED_IN_USER_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SessionUser;
  } catch {
    return null;
  }
}
