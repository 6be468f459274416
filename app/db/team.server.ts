import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";

import { TEAM_ROLE_NAMES, type TeamRole } from "~/vocabulary";

import { user } from "./auth-schema";
import type { Queryable } from "./queryable";
import { type TeamAuditRow, session, teamAudit } from "./schema";

// The launch room's own records: who is on the team, and the append-only audit log.

export type AuditEntry = {
  /** Null for the `npm run team` command, run on the server by someone with a shell. */
  actorId: string | null;
  actorEmail: string;
  action: string;
  subject?: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
};

export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.insert(teamAudit).values({
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    subject: entry.subject ?? null,
    details: entry.details ?? {},
    ipAddress: entry.ipAddress ?? null,
  });
}

/** Newest first, `limit` entries older than the entry `before` (an id) when given. */
export async function listAudit(
  db: Queryable,
  { before, limit }: { before?: number | undefined; limit: number },
): Promise<TeamAuditRow[]> {
  return db
    .select()
    .from(teamAudit)
    .where(before === undefined ? undefined : lt(teamAudit.id, before))
    .orderBy(desc(teamAudit.id))
    .limit(limit);
}

export type TeamMemberRow = {
  id: string;
  name: string;
  email: string;
  role: TeamRole;
  twoFactorEnabled: boolean;
};

export async function listTeam(db: Queryable): Promise<TeamMemberRow[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .where(inArray(user.role, [...TEAM_ROLE_NAMES]))
    .orderBy(asc(user.role), asc(user.email));
  return rows.map((row) => ({
    ...row,
    role: row.role as TeamRole,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
  }));
}

export type RoleChange =
  | { ok: true; userId: string; email: string; emailVerified: boolean; previous: string | null }
  | { ok: false; reason: "unknown-email" };

/**
 * Sets the role of the account with this address (any case). Revoking sets it back to "user";
 * the session check reads the role on every request, so a revoked member's next request is an
 * outsider's. The caller writes the audit entry in the same transaction.
 */
export async function setRoleByEmail(
  db: Queryable,
  email: string,
  role: TeamRole | "user",
): Promise<RoleChange> {
  const [found] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, role: user.role })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!found) return { ok: false, reason: "unknown-email" };
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, found.id));
  return {
    ok: true,
    userId: found.id,
    email: found.email,
    emailVerified: found.emailVerified,
    previous: found.role,
  };
}

/** Marks a session as having proved a second factor now (after a code on /team/verify). */
export async function markSecondFactor(db: Queryable, sessionId: string, userId: string): Promise<void> {
  await db
    .update(session)
    .set({ secondFactorAt: new Date() })
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)));
}
