import { createAccessControl } from "better-auth/plugins/access";

import { TEAM_ROLE_NAMES, type TeamRole } from "~/vocabulary";

/**
 * The launch room's roles, as Better Auth's admin plugin checks them. Everyone else's role is
 * "user" (or null, for accounts older than the plugin): no team page exists for them.
 *
 * The statements are ours alone: neither role holds Better Auth's own `user` or `session`
 * statements, so its /api/auth/admin/* endpoints (set role, ban, impersonate…) refuse every caller
 * and the only way to the team's powers is through the team pages, behind the second factor.
 */
export const TEAM_STATEMENTS = {
  /** The overview, the members view and a member's page. */
  launch: ["read"],
  /** The CSV export of the members view (each one audited). */
  members: ["export"],
  /** The audit log at /team/audit. */
  audit: ["read"],
  /** Who is on the team, and granting and revoking roles. */
  team: ["manage"],
  /** Webhook endpoints and their delivery logs at /team/webhooks. */
  webhooks: ["manage"],
  /** The REST API's keys at /team/api-keys: made and revoked (audited). */
  apiKeys: ["manage"],
  /** Importing a list into the waitlist at /team/import (app/features/waitlist; audited). */
  imports: ["run"],
  /** Confirming or clearing a member's fraud flags (app/features/fraud; each one audited). */
  flags: ["review"],
  /** Inviting the next members in line to early access (app/features/admission; audited). */
  admission: ["invite"],
  /** Composing, test-sending, sending and cancelling broadcasts (app/features/broadcasts; audited). */
  broadcasts: ["send"],
  /** A person's rights on a member's page: export one member's data, erase one member (audited). */
  privacy: ["export", "erase"],
} as const;

export const teamAccessControl = createAccessControl(TEAM_STATEMENTS);

export const TEAM_ROLES = {
  /** Reads, acts, manages the team. */
  admin: teamAccessControl.newRole({
    launch: ["read"],
    members: ["export"],
    audit: ["read"],
    team: ["manage"],
    flags: ["review"],
    webhooks: ["manage"],
    apiKeys: ["manage"],
    imports: ["run"],
    admission: ["invite"],
    broadcasts: ["send"],
    privacy: ["export", "erase"],
  }),
  /** Reads (and exports what it reads). */
  analyst: teamAccessControl.newRole({ launch: ["read"], members: ["export"] }),
  /** Everyone not on the team. */
  user: teamAccessControl.newRole({}),
};

export type TeamPermission = {
  [K in keyof typeof TEAM_STATEMENTS]?: (typeof TEAM_STATEMENTS)[K][number][];
};

/** The team role in a user's `role` field, or null for anyone not on the team. */
export function teamRoleOf(role: string | null | undefined): TeamRole | null {
  return TEAM_ROLE_NAMES.find((name) => name === role) ?? null;
}

/** Whether `role` holds every permission asked for. */
export function roleAllows(role: TeamRole, permission: TeamPermission): boolean {
  return TEAM_ROLES[role].authorize(permission).success;
}
