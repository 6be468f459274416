import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";

import { findUserById } from "~/db/accounts.server";
import type { Db } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import { teamRoleOf } from "~/lib/team-roles";
import { AUDIT_ACTIONS } from "~/vocabulary";

/**
 * The twoFactor plugin's endpoints that switch a second factor off, hand out its secret or replace
 * its backup codes, with what each is in the audit log. Enabling is one of them only for an account
 * whose second factor is already on (it would replace a pending secret).
 */
const CHANGES: Record<string, string | null> = {
  "/two-factor/disable": AUDIT_ACTIONS.secondFactorDisabled,
  "/two-factor/generate-backup-codes": AUDIT_ACTIONS.backupCodesReplaced,
  "/two-factor/get-totp-uri": null,
  "/two-factor/enable": null,
};

export const SECOND_FACTOR_PROOF_NEEDED = {
  code: "SECOND_FACTOR_PROOF_REQUIRED",
  message: "Prove your second factor in this session first: sign in again with your code.",
} as const;

/**
 * Better Auth 1.7.7 lets any session of an account switch its second factor off with the password
 * (with `allowPasswordless`, with nothing), so a session that never passed the code step (a
 * stolen password, a Google sign-in) could remove the factor and enrol its own. Here each of those
 * endpoints first needs a session that proved a second factor (`secondFactorAt`, set by a code or a
 * passkey); a team member's change is audited as what it is.
 */
export function secondFactorChangesNeedProof(db: Db) {
  return {
    id: "modura-second-factor-changes-need-proof",
    hooks: {
      before: [
        {
          matcher: (ctx) => Object.hasOwn(CHANGES, ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const found = await getSessionFromCtx(ctx);
            // No session: the endpoint refuses on its own.
            if (!found) return;
            if (ctx.path === "/two-factor/enable" && !found.user.twoFactorEnabled) return;
            if (!(found.session as { secondFactorAt?: unknown }).secondFactorAt)
              throw new APIError("FORBIDDEN", SECOND_FACTOR_PROOF_NEEDED);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => Boolean(CHANGES[ctx.path ?? ""]),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!returned || isAPIError(returned) || (returned instanceof Response && !returned.ok)) return;
            const userId = ctx.context.session?.user.id;
            const member = userId ? await findUserById(db, userId) : undefined;
            if (!member || !teamRoleOf(member.role)) return;
            await recordAudit(db, {
              actorId: member.id,
              actorEmail: member.email,
              action: CHANGES[ctx.path]!,
              details: {},
              ipAddress: ctx.context.session?.session.ipAddress ?? null,
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
