import type { Db } from "~/db/queryable";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/features/auth/credentials";
import { accountMail, noticePasswordChange } from "~/features/auth/mail.server";
import { RESET_LINK_VALID_SECONDS, VERIFY_LINK_VALID_SECONDS } from "~/features/auth/recovery";
import { rehashAfterSignIn, verifyPasswordNotingOutdated } from "~/features/auth/rehash.server";
import { secondFactorChangesNeedProof } from "~/features/auth/second-factor-guard.server";
import { checkSignUp } from "~/features/auth/sign-up-check.server";
import { totpUsedOnce } from "~/features/auth/totp-once.server";
import { NOTICE_USER_FIELDS, noticeUserHooks } from "~/features/privacy/sign-up-notice.server";
import { auditPasskeyAdded } from "~/features/team/passkey-audit.server";
import { passkeysForTheTeam, refuseOutsiderPasskey } from "~/features/team/passkey-guard.server";
import { teamSessionHooks } from "~/features/team/session-hooks.server";
import { TEAM_ROLES, teamAccessControl } from "~/lib/team-roles";
import type { AuthParts } from "~/platform/auth.server";
import { hashPassword } from "~/platform/password-hash.server";

/**
 * What the account, privacy and team capabilities add to Better Auth, gathered here so that the
 * auth service (app/platform/auth.server.ts) depends on none of them. Every auth service is made
 * with these, the server's and the tests' alike.
 */
export function authParts(db: Db): AuthParts {
  return {
    password: {
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      // Argon2id, fewer at once than there are cores; the scrypt hashes of before still verify and
      // are replaced at the next sign-in (app/platform/password-hash.server.ts, decision 033).
      hash: hashPassword,
      verify: verifyPasswordNotingOutdated,
    },
    linkLifetimes: { resetPassword: RESET_LINK_VALID_SECONDS, verifyEmail: VERIFY_LINK_VALID_SECONDS },
    mail: accountMail(db),
    hooks: {
      before: [checkSignUp],
      after: [
        (ctx) => noticePasswordChange(db, ctx),
        (ctx) => rehashAfterSignIn(db, ctx),
        (ctx) => auditPasskeyAdded(db, ctx),
      ],
    },
    databaseHooks: { session: teamSessionHooks(db), user: noticeUserHooks },
    userFields: NOTICE_USER_FIELDS,
    plugins: {
      twoFactor: [totpUsedOnce(db), secondFactorChangesNeedProof(db)],
      passkey: [passkeysForTheTeam(db)],
    },
    passkeyRegistered: (userId) => refuseOutsiderPasskey(db, userId),
    roles: { ac: teamAccessControl, roles: TEAM_ROLES, defaultRole: "user", adminRoles: ["admin"] },
  };
}
