import { teamRoleOf } from "~/lib/team-roles";
import type { TeamRole } from "~/vocabulary";

/**
 * What granting or revoking a role came to, for the page and the `npm run team` command alike
 * (app/features/team/roles.server.ts makes it). Only `granted` and `revoked` changed anything, and
 * only they are in the audit log.
 */
export type RoleChangeOutcome =
  | { kind: "granted"; email: string; role: TeamRole; previous: TeamRole | null }
  | { kind: "revoked"; email: string; previous: TeamRole }
  /** The account already has the role asked for. */
  | { kind: "unchanged"; email: string; role: TeamRole }
  /** A revoke for an account that holds no team role. */
  | { kind: "not-on-team"; email: string }
  /** No account has this address (the address as typed). */
  | { kind: "unknown-email"; email: string }
  /**
   * A grant to an account that has not proven its address: whoever signs up first with a future
   * member's address must not get their role.
   */
  | { kind: "unverified-email"; email: string }
  /** An admin asked to change their own role: refused, so the team always keeps an admin. */
  | { kind: "self"; email: string };

/** The role to set: a team role to grant, or null to revoke. */
export type RoleRequest = TeamRole | null;

/**
 * The outcome of asking for `requested` on an account whose role is `current` (the `role` column:
 * "user", null or a team role), before anything is written; the caller writes only a change.
 */
export function decideRoleChange(
  email: string,
  current: string | null,
  requested: RoleRequest,
): RoleChangeOutcome {
  const previous = teamRoleOf(current);
  if (requested === null)
    return previous ? { kind: "revoked", email, previous } : { kind: "not-on-team", email };
  if (previous === requested) return { kind: "unchanged", email, role: requested };
  return { kind: "granted", email, role: requested, previous };
}

/** Whether the outcome changed a role (and so was written, with its audit entry). */
export function changedRole(outcome: RoleChangeOutcome): boolean {
  return outcome.kind === "granted" || outcome.kind === "revoked";
}

const withArticle = (role: TeamRole) => (role === "admin" ? "an admin" : "an analyst");

/** What an outcome says, in one sentence: on the page and on the command's output alike. */
export function roleChangeMessage(outcome: RoleChangeOutcome): string {
  const { email } = outcome;
  switch (outcome.kind) {
    case "granted":
      return outcome.previous
        ? `${email} is now ${withArticle(outcome.role)} (was ${outcome.previous}).`
        : `${email} is now ${withArticle(outcome.role)}.`;
    case "revoked":
      return `${email} is no longer on the team (was ${outcome.previous}).`;
    case "unchanged":
      return `${email} is already ${withArticle(outcome.role)}: nothing changed.`;
    case "not-on-team":
      return `${email} is not on the team: nothing to revoke.`;
    case "unknown-email":
      return `No account with the email ${email}. They must sign up first.`;
    case "unverified-email":
      return `The account ${email} has not verified its email address yet. They must verify it first.`;
    case "self":
      return "You cannot change your own role: ask another admin, so the team always keeps one.";
  }
}
