import type { BetterAuthOptions } from "better-auth";

import { findUserById } from "~/db/accounts.server";
import type { Db } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import { teamRoleOf } from "~/lib/team-roles";
import { AUDIT_ACTIONS } from "~/vocabulary";

import { signInMethod } from "./audit";

type SessionHooks = NonNullable<NonNullable<BetterAuthOptions["databaseHooks"]>["session"]>;

/**
 * The endpoints that make a session after checking a second factor: the twoFactor plugin's codes,
 * and a passkey sign-in, which is two factors by itself (the key, and the PIN or biometric that the
 * passkey plugin's settings require the authenticator to check: decision 040).
 */
const SECOND_FACTOR_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/passkey/verify-authentication",
]);

/**
 * Endpoints that replace the session of the device that calls them, after a change to the account:
 * no sign-in. A second factor switched off is audited as what it is
 * (app/features/auth/second-factor-guard.server.ts).
 */
const SESSION_REPLACING_PATHS = new Set(["/two-factor/disable", "/two-factor/enable", "/change-password"]);

/**
 * Better Auth's session hooks for the team: a session made by a verified code records when (team
 * pages need it), and every new session of a team member is a sign-in in the audit log.
 */
export function teamSessionHooks(db: Db): SessionHooks {
  return {
    create: {
      before: async (session, context) => {
        if (context && SECOND_FACTOR_PATHS.has(context.path))
          return { data: { ...session, secondFactorAt: new Date() } };
        return undefined;
      },
      after: async (session, context) => {
        const member = await findUserById(db, session.userId);
        if (!member || !teamRoleOf(member.role)) return;
        const path = context?.path ?? "";
        // The twoFactor plugin deletes this session at once and asks for the code: the sign-in is
        // recorded when the code makes the real one.
        if (path === "/sign-in/email" && member.twoFactorEnabled) return;
        if (SESSION_REPLACING_PATHS.has(path)) return;
        await recordAudit(db, {
          actorId: member.id,
          actorEmail: member.email,
          action: AUDIT_ACTIONS.signIn,
          details: { method: signInMethod(path) },
          ipAddress: session.ipAddress ?? null,
        });
      },
    },
  };
}
