// zod/mini: the grant form checks with this schema in the browser too (see app/lib/conform-forms.ts).
import * as z from "zod/mini";

import { TEAM_ROLE_NAMES, type TeamRole } from "~/vocabulary";

/**
 * /team/people's inputs, one schema each: the grant form, a member's Revoke button, and the
 * `npm run team` command's address, which is checked by the same rule.
 */

export const PEOPLE_MESSAGES = {
  email: "Please enter a valid email address.",
  role: "Please choose admin or analyst.",
} as const;

/** An address as an admin types it: trimmed, then checked (254: RFC 5321's limit on a path). */
export const teamEmailSchema = z.pipe(
  z.string({ error: PEOPLE_MESSAGES.email }).check(z.trim(), z.maxLength(254, PEOPLE_MESSAGES.email)),
  z.email({ error: PEOPLE_MESSAGES.email }),
);

export const teamRoleSchema = z.enum(TEAM_ROLE_NAMES as readonly [TeamRole, ...TeamRole[]], {
  error: PEOPLE_MESSAGES.role,
});

/** The grant form: an account's address and the role to give it. */
export const grantSchema = z.object({ email: teamEmailSchema, role: teamRoleSchema });

/** A member's Revoke button: their address, in a hidden field. */
export const revokeSchema = z.object({ email: teamEmailSchema });

/** What a form on /team/people asks the action to do (the `intent` field). */
export const PEOPLE_INTENTS = ["grant", "revoke"] as const;
export type PeopleIntent = (typeof PEOPLE_INTENTS)[number];

export function parsePeopleIntent(value: unknown): PeopleIntent | undefined {
  return PEOPLE_INTENTS.find((intent) => intent === value);
}
