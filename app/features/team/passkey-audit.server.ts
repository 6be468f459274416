import { isAPIError } from "better-auth/api";

import { findUserById } from "~/db/accounts.server";
import type { Db } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import { teamRoleOf } from "~/lib/team-roles";
import { AUDIT_ACTIONS } from "~/vocabulary";

/** What Better Auth's after hook hands us of an endpoint call (`createAuthMiddleware`'s context). */
type HookContext = {
  path: string;
  body?: unknown;
  context: {
    returned?: unknown;
    session?: { user: { id: string }; session: { ipAddress?: string | null | undefined } } | null;
  };
};

/**
 * Better Auth's after hook: a team member's new passkey (the browser's call of the plugin's
 * endpoint, from the launch room's page) goes in the audit log.
 */
export async function auditPasskeyAdded(db: Db, ctx: HookContext): Promise<void> {
  if (ctx.path !== "/passkey/verify-registration") return;
  const returned = ctx.context.returned;
  if (!returned || isAPIError(returned) || (returned instanceof Response && !returned.ok)) return;
  const userId = ctx.context.session?.user.id;
  const member = userId ? await findUserById(db, userId) : undefined;
  if (!member || !teamRoleOf(member.role)) return;
  const name = (ctx.body as { name?: unknown } | undefined)?.name;
  await recordAudit(db, {
    actorId: member.id,
    actorEmail: member.email,
    action: AUDIT_ACTIONS.passkeyAdded,
    subject: typeof name === "string" && name.trim() ? name.trim() : "passkey",
    details: {},
    ipAddress: ctx.context.session?.session.ipAddress ?? null,
  });
}
