// @module-tag database
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { user } from "../../app/db/auth-schema";
import { openPglite } from "../../app/db/client.server";
import { waitlistEntries } from "../../app/db/schema";
import { runCommand } from "../support/command-runs";
import { testedDatabases } from "../../dev/harness/databases";

/**
 * The commands on the embedded database, as their own processes: what only a data directory can
 * do to them (held by the server, or holding no database) and what they answer before opening one
 * (a bad variable, --help). Their other cases are in team-cli.test.ts and waitlist-cli.test.ts,
 * which run on every database the run tests.
 */

const tested = testedDatabases();

const team = (args: string[], env: Record<string, string>) => runCommand("team", args, env);
// A zone far from UTC, as in waitlist-cli.test.ts.
const waitlist = (args: string[], env: Record<string, string>) =>
  runCommand("waitlist", args, { TZ: "Pacific/Kiritimati", ...env });

const ADA = {
  id: "u-ada",
  name: "Ada Lovelace",
  email: "ada@example.com",
  role: "user",
  emailVerified: true,
};
const ADA_ON_THE_LIST = {
  id: "00000000-0000-4000-8000-000000000001",
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  primaryActivity: "trail",
  status: "confirmed",
  confirmedAt: new Date("2026-11-20T09:05:00Z"),
  referralCode: "adacode001",
};

/** One data directory for the file, copied from the migrated template: the team's cases write an account, the waitlist's a member. */
let dataDir = "";
beforeAll(() => {
  if (!tested.pglite) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "modura-commands-"));
  fs.cpSync(inject("pgliteTemplate"), path.join(dataDir, "pglite"), { recursive: true });
});
afterAll(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!tested.pglite)("npm run team on the embedded database while the server holds it", () => {
  it("says so in one line, exits 1 and changes nothing; once it is stopped, the grant goes through", async () => {
    const holder = await openPglite(path.join(dataDir, "pglite"));
    try {
      await holder.db.insert(user).values(ADA);
      const refused = await team(["grant", "ada@example.com", "admin"], { DATA_DIR: dataDir });
      expect(refused).toEqual({
        code: 1,
        stdout: "",
        stderr: `team: The embedded database in ${dataDir} is in use by another process (pid ${process.pid}): stop the server first, or use DATABASE_URL.\n`,
      });
      const [ada] = await holder.db.select().from(user).where(eq(user.email, "ada@example.com"));
      expect(ada?.role).toBe("user");
    } finally {
      await holder.close();
    }
    const granted = await team(["grant", "ada@example.com", "admin"], { DATA_DIR: dataDir });
    expect(granted).toEqual({ code: 0, stdout: "ada@example.com is now an admin.\n", stderr: "" });
    expect(fs.existsSync(path.join(dataDir, "pglite.lock")), "the script released its lock").toBe(false);
  });

  it("a DATA_DIR with no database: one line, exit 1, and no database made there", async () => {
    const empty = path.join(dataDir, "nothing-here");
    const { code, stdout, stderr } = await team(["list"], { DATA_DIR: empty });
    expect({ code, stdout }).toEqual({ code: 1, stdout: "" });
    expect(stderr).toBe(
      `team: No embedded database in ${empty}: set DATA_DIR to the server's data directory, or DATABASE_URL.\n`,
    );
    expect(fs.existsSync(empty)).toBe(false);
  });
});

describe.skipIf(!tested.pglite)("npm run waitlist on the embedded database, when it cannot be read", () => {
  it("while another process (the server) holds the data directory: one line naming it, exit 1, data untouched", async () => {
    const holder = await openPglite(path.join(dataDir, "pglite"));
    try {
      await holder.db.insert(waitlistEntries).values(ADA_ON_THE_LIST);
      for (const args of [["export"], ["stats"]]) {
        const { code, stdout, stderr } = await waitlist(args, { DATA_DIR: dataDir });
        expect(stdout).toBe("");
        expect(stderr).toBe(
          `waitlist: The embedded database in ${dataDir} is in use by another process (pid ${process.pid}): stop the server first, or use DATABASE_URL.\n`,
        );
        expect(code).toBe(1);
      }
      // Bad arguments are answered before the database is looked at, held or not.
      const bad = await waitlist(["export", "--format", "xml"], { DATA_DIR: dataDir });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toBe('waitlist: --format "xml": must be "csv" or "json"\n');
      // The holder still has its database, whole.
      expect(await holder.db.select().from(waitlistEntries)).toHaveLength(1);
    } finally {
      await holder.close();
    }
    // Once the server is gone, the script reads it.
    const after = await waitlist(["export", "--format", "json"], { DATA_DIR: dataDir });
    expect(after.code).toBe(0);
    expect(JSON.parse(after.stdout)).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, "pglite.lock")), "the script released its lock").toBe(false);
  });

  it("a DATA_DIR with no database: one line, exit 1, and no database made there", async () => {
    const empty = path.join(dataDir, "nothing-here");
    const { code, stdout, stderr } = await waitlist(["stats"], { DATA_DIR: empty });
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `waitlist: No embedded database in ${empty}: set DATA_DIR to the server's data directory, or DATABASE_URL.\n`,
    );
    expect(code).toBe(1);
    expect(fs.existsSync(empty)).toBe(false);
  });

  it("a bad variable: the config's one line, exit 1", async () => {
    const { code, stdout, stderr } = await waitlist(["export"], { DATABASE_URL: "mysql://db/list" });
    expect(stdout).toBe("");
    expect(stderr).toBe(
      'waitlist: Invalid DATABASE_URL (got "mysql://db/list"): must be a postgres:// or postgresql:// URL\n',
    );
    expect(code).toBe(1);
  });

  it("--help prints the usage on stdout and exits 0", async () => {
    const { code, stdout, stderr } = await waitlist(["--help"], { DATA_DIR: dataDir });
    expect(code).toBe(0);
    expect(stderr).toBe("");
    expect(stdout).toMatch(/^Usage: npm run waitlist -- <command> \[options\]/);
    expect(stdout).toContain("--since DATE");
  });
});
