import { TransactionRollbackError } from "drizzle-orm";

import type { Db } from "~/db/queryable";
import { recordAudit, setRoleByEmail } from "~/db/team.server";
import { AUDIT_ACTIONS } from "~/vocabulary";

import { type RoleChangeOutcome, type RoleRequest, changedRole, decideRoleChange } from "./role-change";

/** Who asks for a change, as the audit log records them. */
export type RoleActor = {
  /** The signed-in admin's user id; null for the `npm run team` command. */
  id: string | null;
  email: string;
  ipAddress: string | null;
};

/**
 * Grants (`role`) or revokes (`role: null`) a team role, for /team/people and `npm run team` alike.
 * The change and its audit entry are one transaction: the log never misses a change, nor records
 * one that did not happen. setRoleByEmail finds and sets in one step, so a request that would
 * change nothing (the same role, a revoke of an outsider, an admin's own role) is rolled back: the
 * account keeps its updatedAt and the log stays silent. A grant needs an account that verified its
 * address; a revoke does not.
 */
export async function changeRole(
  db: Db,
  { email, role, actor }: { email: string; role: RoleRequest; actor: RoleActor },
): Promise<RoleChangeOutcome> {
  let outcome: RoleChangeOutcome = { kind: "unknown-email", email };
  try {
    await db.transaction(async (tx) => {
      const set = await setRoleByEmail(tx, email, role ?? "user");
      if (!set.ok) return;
      if (role !== null && !set.emailVerified) {
        outcome = { kind: "unverified-email", email: set.email };
        tx.rollback();
      }
      if (actor.id !== null && set.userId === actor.id) {
        outcome = { kind: "self", email: set.email };
        tx.rollback();
      }
      outcome = decideRoleChange(set.email, set.previous, role);
      if (!changedRole(outcome)) tx.rollback();
      await recordAudit(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: role === null ? AUDIT_ACTIONS.revoke : AUDIT_ACTIONS.grant,
        subject: set.email,
        details: { role: role ?? "user", previous: set.previous },
        ipAddress: actor.ipAddress,
      });
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return outcome;
}
