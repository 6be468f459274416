import os from "node:os";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { user } from "../../app/db/auth-schema";
import { teamAudit } from "../../app/db/schema";
import { parseTeamArgs } from "../../app/features/team/cli-options";
import { teamCommandOutput } from "../../app/features/team/command.server";
import { commandActor } from "../../app/platform/cli.server";
import { type CommandRun, type CommandTarget, commandTargets, runCommand } from "../support/command-runs";

/**
 * `npm run team`, against a real PGlite data directory (with the server stopped) and, with
 * DATABASE_URL set, a fresh PostgreSQL database: as its own process where the process is what is
 * shown (what it prints, its exit codes, the shell's user in the audit log), and every other case
 * in this process through the command's own parser and use-case. What only the embedded
 * database's directory does to it: commands-embedded-database.test.ts.
 */

function team(args: string[], env: Record<string, string>) {
  return runCommand("team", args, env);
}

/** Who the audit log says ran the command. */
const ACTOR = `cli:${os.userInfo().username}`;

/**
 * Accounts as sign-up and verification leave them: "user", or null for one made before the admin
 * plugin; Eve has not verified her address.
 */
const ACCOUNTS = [
  { id: "u-ada", name: "Ada Lovelace", email: "ada@example.com", role: "user", emailVerified: true },
  { id: "u-bo", name: "Bo Analyst", email: "bo@example.com", role: "analyst", emailVerified: true },
  { id: "u-cy", name: "Cy Older", email: "cy@example.com", role: null, emailVerified: true },
  { id: "u-di", name: "Di Newcomer", email: "di@example.com", role: "user", emailVerified: true },
  { id: "u-eve", name: "Eve Early", email: "eve@example.com", role: "user", emailVerified: false },
].map((account) => ({ ...account, twoFactorEnabled: account.id === "u-bo" }));

const targets = commandTargets("modura-team-cli");

describe.each(targets)("npm run team on $label", ({ make }) => {
  let target: CommandTarget;
  beforeAll(async () => {
    target = await make();
    const database = await target.open();
    try {
      await database.db.insert(user).values(ACCOUNTS);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await target?.dispose();
  });

  const run = (...args: string[]) => team(args, target.env);

  /**
   * What the command would print and exit with for `args`, run in this process with its own parser
   * and use-case (app/features/team/command.server.ts): each case without a process of its own.
   */
  async function exec(...args: string[]): Promise<CommandRun> {
    const parsed = parseTeamArgs(args);
    if (!parsed.ok || parsed.value.command === "help")
      throw new Error(`not a command to run: ${args.join(" ")}`);
    const database = await target.open();
    try {
      const { text, refused } = await teamCommandOutput(database.db, parsed.value, commandActor());
      if (refused) return { code: 2, stdout: "", stderr: `team: ${text}\n` };
      return { code: 0, stdout: parsed.value.command === "list" ? text : `${text}\n`, stderr: "" };
    } finally {
      await database.close();
    }
  }

  /** Reads the database between runs: the roles by address, and the audit log oldest first. */
  async function state() {
    const database = await target.open();
    try {
      const accounts = await database.db.select({ email: user.email, role: user.role }).from(user);
      const audit = await database.db.select().from(teamAudit).orderBy(teamAudit.id);
      return { roles: Object.fromEntries(accounts.map((a) => [a.email, a.role])), audit };
    } finally {
      await database.close();
    }
  }

  it("grants a role, changes it, and writes each change to the audit log as the shell's user", async () => {
    const granted = await run("grant", "ada@example.com", "admin");
    expect(granted).toEqual({ code: 0, stdout: "ada@example.com is now an admin.\n", stderr: "" });
    // Any case, and spaces around it, find the account; the log names it as it is stored.
    const changed = await exec("grant", " ADA@Example.com ", "analyst");
    expect(changed).toEqual({
      code: 0,
      stdout: "ada@example.com is now an analyst (was admin).\n",
      stderr: "",
    });
    const same = await exec("grant", "ada@example.com", "analyst");
    expect(same).toEqual({
      code: 0,
      stdout: "ada@example.com is already an analyst: nothing changed.\n",
      stderr: "",
    });

    const { roles, audit } = await state();
    expect(roles["ada@example.com"]).toBe("analyst");
    const entries = audit.filter((entry) => entry.subject === "ada@example.com");
    expect(
      entries.map(({ actorId, actorEmail, action, subject, details, ipAddress }) => ({
        actorId,
        actorEmail,
        action,
        subject,
        details,
        ipAddress,
      })),
    ).toEqual([
      {
        actorId: null,
        actorEmail: ACTOR,
        action: "role granted",
        subject: "ada@example.com",
        details: { role: "admin", previous: "user" },
        ipAddress: null,
      },
      {
        actorId: null,
        actorEmail: ACTOR,
        action: "role granted",
        subject: "ada@example.com",
        details: { role: "analyst", previous: "admin" },
        ipAddress: null,
      },
    ]);
  });

  it("revokes a member, and changes nothing for someone not on the team", async () => {
    expect(await exec("grant", "di@example.com", "analyst")).toMatchObject({ code: 0 });
    const revoked = await run("revoke", "di@example.com");
    expect(revoked).toEqual({
      code: 0,
      stdout: "di@example.com is no longer on the team (was analyst).\n",
      stderr: "",
    });
    const again = await exec("revoke", "di@example.com");
    expect(again).toEqual({
      code: 0,
      stdout: "di@example.com is not on the team: nothing to revoke.\n",
      stderr: "",
    });
    const older = await exec("revoke", "cy@example.com");
    expect(older).toEqual({
      code: 0,
      stdout: "cy@example.com is not on the team: nothing to revoke.\n",
      stderr: "",
    });

    const { roles, audit } = await state();
    expect(roles["di@example.com"]).toBe("user");
    expect(roles["cy@example.com"]).toBeNull();
    expect(
      audit
        .filter((entry) => entry.subject === "di@example.com")
        .map((entry) => [entry.action, entry.details]),
    ).toEqual([
      ["role granted", { role: "analyst", previous: "user" }],
      ["role revoked", { role: "user", previous: "analyst" }],
    ]);
    expect(audit.filter((entry) => entry.subject === "cy@example.com")).toEqual([]);
  });

  it("refuses an unknown address, an unverified one and an unknown role: one line, exit 2, nothing written", async () => {
    const before = await state();
    // As its own process: a refused address, and an argument the parser refuses before anything is
    // opened (every parser message is a unit fact: cli-options.test.ts); in this process, the rest.
    const cases: [string[], string, typeof run][] = [
      [
        ["grant", "eve@example.com", "admin"],
        "team: The account eve@example.com has not verified its email address yet. They must verify it first.",
        exec,
      ],
      [
        ["grant", "nobody@example.com", "admin"],
        "team: No account with the email nobody@example.com. They must sign up first.",
        run,
      ],
      [
        ["revoke", "nobody@example.com"],
        "team: No account with the email nobody@example.com. They must sign up first.",
        exec,
      ],
      [["grant", "ada@example.com", "owner"], 'team: Unknown role "owner": use admin or analyst.', run],
    ];
    let checked = 0;
    // One at a time: the unknown address is looked up, and PGlite admits one process.
    for (const [args, message, how] of cases) {
      expect({ args, ...(await how(...args)) }).toEqual({
        args,
        code: 2,
        stdout: "",
        stderr: `${message}\n`,
      });
      checked += 1;
    }
    expect(checked).toBe(cases.length);
    expect(await state()).toEqual(before);
  });

  it("lists the team: email, name, role and second factor, aligned", async () => {
    expect(await exec("grant", "ada@example.com", "admin")).toMatchObject({ code: 0 });
    const listed = await run("list");
    expect(listed).toEqual({
      code: 0,
      stderr: "",
      stdout: [
        "Team: 2 members",
        "",
        "  email            name          role     second factor",
        "  ada@example.com  Ada Lovelace  admin    off",
        "  bo@example.com   Bo Analyst    analyst  on",
        "",
      ].join("\n"),
    });
  });

  it("--help prints the usage on stdout and exits 0", async () => {
    const { code, stdout, stderr } = await run("--help");
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toMatch(/^Usage: npm run team -- <command>/);
    expect(stdout).toContain("grant EMAIL admin|analyst");
  });
});
