import { AUTH_TOASTS } from "~/features/auth/messages";
import { RECOVERY_TOASTS } from "~/features/auth/recovery";
import { SETTINGS_TOASTS } from "~/features/auth/settings";
import { NOTICE_PARAM, type NoticeId } from "~/lib/notices";
import type { ToastInput } from "~/vocabulary";

/** What each notice a redirect may carry says (app/lib/notices.ts): the words of the page that sent it. */
const NOTICES = {
  "signed-in": AUTH_TOASTS.signInSuccess,
  "signed-up": AUTH_TOASTS.signUpSuccess,
  "google-signed-in": AUTH_TOASTS.googleSuccess,
  "signed-out": AUTH_TOASTS.signOutSuccess,
  "sign-out-failed": { ...AUTH_TOASTS.signOutFailure, variant: "destructive" },
  "profile-updated": SETTINGS_TOASTS.profileUpdated,
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
} as const satisfies Record<NoticeId, ToastInput>;

/** The notice a query names, if it is one of ours. */
export function noticeFrom(search: URLSearchParams): ToastInput | undefined {
  const id = search.get(NOTICE_PARAM);
  return id !== null && Object.hasOwn(NOTICES, id) ? NOTICES[id as NoticeId] : undefined;
}
