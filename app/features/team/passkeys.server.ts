import type { AppLoadContext } from "react-router";

import { findPasskey } from "~/db/passkeys.server";
import { recordAudit } from "~/db/team.server";
import { authHeaders } from "~/features/auth/actions.server";
import { AUDIT_ACTIONS } from "~/vocabulary";
import type { TeamMember } from "~/platform/team-access.server";

/**
 * Removes one of the member's own passkeys through Better Auth, then audits it. The plugin's HTTP
 * endpoint for this is off (auth.server.ts), so every removal passes here and is audited.
 */
export async function removePasskey(
  context: AppLoadContext,
  request: Request,
  member: TeamMember,
  id: string,
): Promise<boolean> {
  const found = await findPasskey(context.db, id);
  if (!found || found.userId !== member.user.id) return false;
  await context.auth.api.deletePasskey({
    body: { id },
    headers: authHeaders(request, context.clientAddress),
  });
  await recordAudit(context.db, {
    actorId: member.user.id,
    actorEmail: member.user.email,
    action: AUDIT_ACTIONS.passkeyRemoved,
    subject: found.name || "passkey",
    details: {},
    ipAddress: context.clientAddress,
  });
  return true;
}
