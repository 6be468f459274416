import { parseArgs } from "node:util";

import type { TeamRole } from "~/vocabulary";

import { teamEmailSchema, teamRoleSchema } from "./people";

/** What `npm run team -- …` was asked to do, once its arguments are known to be right. */
export type TeamCommand =
  | { command: "help" }
  | { command: "grant"; email: string; role: TeamRole }
  | { command: "revoke"; email: string }
  | { command: "list" };

export const TEAM_USAGE = `Usage: npm run team -- <command>

Commands
  grant EMAIL admin|analyst   Give the account with this address a team role, or change its role
  revoke EMAIL                Take the account's team role away (its next request is an outsider's)
  list                        Print the team: email, name, role, second factor on or off

The account must exist and have verified its email address: the person signs up on the site
and opens the verification link first. A new member enrols a second
factor the first time they open /team. Each grant and revoke is written to the audit log
(/team/audit) in the same transaction as the change, by "cli:<your user name>". Granting a role
the account already has, or revoking someone who is not on the team, changes nothing and exits 0.

Reads DATABASE_URL when it is set, otherwise the embedded database in DATA_DIR (default ./data),
which only one process may open: stop the server first.
Exit codes: 0 done (or nothing to change), 1 the database could not be read or written,
2 wrong arguments or no account with that address (nothing changed).`;

const COMMANDS = ["grant", "revoke", "list"] as const;

export type ParsedTeamCommand = { ok: true; value: TeamCommand } | { ok: false; error: string };

/** The address as typed, checked as /team/people's form checks it. */
function readEmail(text: string): string | null {
  const parsed = teamEmailSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * Reads the arguments after `npm run team --`. Anything wrong gives one line saying what, for the
 * script to print before exiting 2 without touching the database.
 */
export function parseTeamArgs(argv: readonly string[]): ParsedTeamCommand {
  const fail = (error: string): ParsedTeamCommand => ({ ok: false, error });
  // Not strict: the tokens say what was typed, so each mistake gets its own message here.
  const { tokens } = parseArgs({ args: [...argv], strict: false, allowPositionals: true, tokens: true });

  // Asking for help wins over any mistake next to it.
  if (tokens.some((t) => t.kind === "option" && (t.name === "help" || t.name === "h")))
    return { ok: true, value: { command: "help" } };
  const option = tokens.find((t) => t.kind === "option");
  if (option) return fail(`unknown option ${option.rawName} (--help lists them)`);

  const [name, ...rest] = tokens.flatMap((t) => (t.kind === "positional" ? [t.value] : []));
  if (name === undefined) return fail("say which command: grant, revoke or list (--help lists them)");
  if (name === "help") return { ok: true, value: { command: "help" } };
  if (!COMMANDS.some((command) => command === name))
    return fail(`unknown command "${name}": use grant, revoke or list (--help lists them)`);

  const expected = { grant: 2, revoke: 1, list: 0 }[name as (typeof COMMANDS)[number]];
  if (rest.length > expected) return fail(`unexpected argument "${rest[expected]}"`);
  if (name === "list") return { ok: true, value: { command: "list" } };
  if (rest.length < expected)
    return fail(
      name === "grant"
        ? "grant needs an address and a role: npm run team -- grant EMAIL admin|analyst"
        : "revoke needs an address: npm run team -- revoke EMAIL",
    );

  const [typedEmail, typedRole] = rest as [string, string?];
  const email = readEmail(typedEmail);
  if (email === null) return fail(`"${typedEmail}" is not an email address.`);
  if (name === "revoke") return { ok: true, value: { command: "revoke", email } };
  const role = teamRoleSchema.safeParse(typedRole);
  if (!role.success) return fail(`Unknown role "${typedRole}": use admin or analyst.`);
  return { ok: true, value: { command: "grant", email, role: role.data } };
}
