import { isAPIError } from "better-auth/api";

import { findUserById, isResetTokenLive } from "~/db/accounts.server";
import type { AuthParts } from "~/platform/auth.server";
import type { MailRenderer, MailRenderers } from "~/platform/mail/message";
import type { Queryable } from "~/db/queryable";
import { enqueueMail } from "~/db/mail-outbox.server";

import {
  confirmEmailChangeMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from "./mail-templates";
import { recoveryUrl } from "./recovery";

/**
 * The account's emails. Better Auth makes each link's token and hands it to the callbacks in
 * app/platform/auth.server.ts, which queue it with `accountMail`; the worker renders the message
 * when it sends it, and drops one that is no longer wanted (the account is gone, the address verified meanwhile, the
 * reset link used). A queued row holds its token until it is sent: the verification table holds the
 * reset token anyway, and rows are pruned a week after sending.
 */

export const ACCOUNT_MAIL = {
  verifyEmail: "account-verify-email",
  resetPassword: "account-reset-password",
  passwordChanged: "account-password-changed",
  confirmEmailChange: "account-confirm-email-change",
} as const;

type AccountMailPayload = { userId: string; token?: string; email?: string; newEmail?: string };

function queueAccountMail(
  db: Queryable,
  kind: (typeof ACCOUNT_MAIL)[keyof typeof ACCOUNT_MAIL],
  recipient: string,
  payload: AccountMailPayload,
): Promise<void> {
  return enqueueMail(db, { recipient, kind, payload });
}

/** What Better Auth's mail callbacks queue (server/auth-parts.ts hands it to the auth service). */
export function accountMail(db: Queryable): AuthParts["mail"] {
  return {
    verifyEmail: (user, token) =>
      queueAccountMail(db, ACCOUNT_MAIL.verifyEmail, user.email, {
        userId: user.id,
        token,
        email: user.email,
      }),
    resetPassword: (user, token) =>
      queueAccountMail(db, ACCOUNT_MAIL.resetPassword, user.email, { userId: user.id, token }),
    passwordChanged: (user) =>
      queueAccountMail(db, ACCOUNT_MAIL.passwordChanged, user.email, { userId: user.id }),
    confirmEmailChange: (user, newEmail, token) =>
      queueAccountMail(db, ACCOUNT_MAIL.confirmEmailChange, user.email, {
        userId: user.id,
        token,
        email: user.email,
        newEmail,
      }),
  };
}

/** The payload's field as text, or undefined: a row's payload is JSON anyone with the database wrote. */
function field(payload: unknown, name: keyof AccountMailPayload): string | undefined {
  if (typeof payload !== "object" || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

const renderVerifyEmail: MailRenderer = async (payload, { db, publicUrl }) => {
  const userId = field(payload, "userId");
  const token = field(payload, "token");
  if (!userId || !token) return null;
  const found = await findUserById(db, userId);
  if (!found) return null;
  // Sent to the account's address: pointless once it is verified. Sent to a new address (a change
  // of email): the account's current address is verified or not, the new one still needs it.
  const email = field(payload, "email") ?? found.email;
  if (found.emailVerified && email.toLowerCase() === found.email.toLowerCase()) return null;
  return verifyEmailMail({ verifyUrl: recoveryUrl(publicUrl, "verifyEmail", token) });
};

const renderConfirmEmailChange: MailRenderer = async (payload, { db, publicUrl }) => {
  const userId = field(payload, "userId");
  const token = field(payload, "token");
  const newEmail = field(payload, "newEmail");
  if (!userId || !token || !newEmail) return null;
  const found = await findUserById(db, userId);
  if (!found) return null;
  return confirmEmailChangeMail({
    newEmail,
    confirmUrl: recoveryUrl(publicUrl, "verifyEmail", token),
  });
};

const renderResetPassword: MailRenderer = async (payload, { db, publicUrl }) => {
  const userId = field(payload, "userId");
  const token = field(payload, "token");
  if (!userId || !token) return null;
  const found = await findUserById(db, userId);
  if (!found) return null;
  // Better Auth's own record of the link: gone once used, and past its hour it is no use to send.
  if (!(await isResetTokenLive(db, token))) return null;
  return resetPasswordMail({ resetUrl: recoveryUrl(publicUrl, "resetPassword", token) });
};

const renderPasswordChanged: MailRenderer = async (payload, { db, publicUrl }) => {
  const userId = field(payload, "userId");
  if (!userId) return null;
  const found = await findUserById(db, userId);
  if (!found) return null;
  return passwordChangedMail({ forgotUrl: recoveryUrl(publicUrl, "forgotPassword") });
};

/** The account's kinds of mail, for the outbox worker (server/start.ts gathers every kind). */
export const accountMailRenderers: MailRenderers = {
  [ACCOUNT_MAIL.verifyEmail]: renderVerifyEmail,
  [ACCOUNT_MAIL.resetPassword]: renderResetPassword,
  [ACCOUNT_MAIL.passwordChanged]: renderPasswordChanged,
  [ACCOUNT_MAIL.confirmEmailChange]: renderConfirmEmailChange,
};

/**
 * For Better Auth's after hook (app/platform/auth.server.ts): a password changed with the current one
 * (the settings page and the JSON endpoint alike) is told to its owner by email. A reset tells them
 * through onPasswordReset. The change is saved either way: a failure to queue the notice is logged,
 * not answered.
 */
export async function noticePasswordChange(
  db: Queryable,
  ctx: {
    path: string;
    context: { returned?: unknown; logger: { error: (message: string, ...args: unknown[]) => void } };
  },
): Promise<void> {
  if (ctx.path !== "/change-password") return;
  const returned: unknown = ctx.context.returned;
  if (!returned || isAPIError(returned)) return;
  const changed = (returned as { user?: { id?: unknown; email?: unknown } }).user;
  if (typeof changed?.id !== "string" || typeof changed.email !== "string") return;
  try {
    await queueAccountMail(db, ACCOUNT_MAIL.passwordChanged, changed.email, { userId: changed.id });
  } catch (error) {
    ctx.context.logger.error("password-changed notice not queued", error);
  }
}
