/**
 * Messages a redirect carries to the page it lands on (`?notice=signed-out`): after signing in,
 * up or out, the next page says so, as a toast with JavaScript and on the page without it. Only
 * these ids are read, so a link cannot make the site say anything else; what each one says is
 * app/features/site/notices.ts.
 */
export type NoticeId =
  | "signed-in"
  | "signed-up"
  | "google-signed-in"
  | "signed-out"
  | "sign-out-failed"
  | "profile-updated"
  | "password-reset"
  | "email-verified"
  | "verification-sent"
  | "email-change-confirmed"
  | "email-changed"
  | "password-changed"
  | "account-deleted"
  | "sessions-revoked"
  | "session-revoked"
  | "draft-deleted";

export const NOTICE_PARAM = "notice";

/** `path` (which may carry a query and a hash) with the notice added to its query. */
export function withNotice(path: string, id: NoticeId): string {
  const url = new URL(path, "http://x");
  url.searchParams.set(NOTICE_PARAM, id);
  return url.pathname + url.search + url.hash;
}

/** The query without its notice, for the address the page keeps once the notice was shown. */
export function searchWithoutNotice(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete(NOTICE_PARAM);
  const query = next.toString();
  return query ? `?${query}` : "";
}
