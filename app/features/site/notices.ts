import { AUTH_TOASTS } from "~/features/auth/messages";
import { RECOVERY_TOASTS } from "~/features/auth/recovery";
import { SETTINGS_TOASTS } from "~/features/auth/settings";
import { DASHBOARD_TOASTS } from "~/features/dashboard/messages";
import type { ToastInput } from "~/vocabulary";

/**
 * Messages a redirect carries to the page it lands on (`?notice=signed-out`): after signing in,
 * up or out, the next page says so, as a toast with JavaScript and on the page without it. Only
 * these ids are read, so a link cannot make the site say anything else.
 */
export const NOTICES = {
  "signed-in": AUTH_TOASTS.signInSuccess,
  "signed-up": AUTH_TOASTS.signUpSuccess,
  "google-signed-in": AUTH_TOASTS.googleSuccess,
  "signed-out": AUTH_TOASTS.signOutSuccess,
  "sign-out-failed": { ...AUTH_TOASTS.signOutFailure, variant: "destructive" },
  "profile-updated": DASHBOARD_TOASTS.profileUpdated,
  "password-reset": RECOVERY_TOASTS.passwordReset,
  "email-verified": RECOVERY_TOASTS.emailVerified,
  "verification-sent": RECOVERY_TOASTS.verificationSent,
  "email-change-confirmed": RECOVERY_TOASTS.emailChangeConfirmed,
  "email-changed": RECOVERY_TOASTS.emailChanged,
  "password-changed": SETTINGS_TOASTS.passwordChanged,
  "account-deleted": SETTINGS_TOASTS.accountDeleted,
  "sessions-revoked": SETTINGS_TOASTS.otherSessionsRevoked,
  "session-revoked": SETTINGS_TOASTS.sessionRevoked,
  "draft-deleted": { title: "Done", description: "The draft was deleted." },
} as const satisfies Record<string, ToastInput>;

export type NoticeId = keyof typeof NOTICES;

export const NOTICE_PARAM = "notice";

/** `path` (which may carry a query and a hash) with the notice added to its query. */
export function withNotice(path: string, id: NoticeId): string {
  const url = new URL(path, "http://x");
  url.searchParams.set(NOTICE_PARAM, id);
  return url.pathname + url.search + url.hash;
}

/** The notice a query names, if it is one of ours. */
export function noticeFrom(search: URLSearchParams): ToastInput | undefined {
  const id = search.get(NOTICE_PARAM);
  return id !== null && Object.hasOwn(NOTICES, id) ? NOTICES[id as NoticeId] : undefined;
}

/** The query without its notice, for the address the page keeps once the notice was shown. */
export function searchWithoutNotice(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete(NOTICE_PARAM);
  const query = next.toString();
  return query ? `?${query}` : "";
}
