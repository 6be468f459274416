// @module-tag database
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, inject, it, vi } from "vitest";

import { eq } from "drizzle-orm";
import pg from "pg";

import { type Database, openPglite, pgliteDir } from "../../app/db/client.server";
import { waitlistEntries } from "../../app/db/schema";
import { waitlistTokens } from "../../app/features/waitlist/tokens.server";
import {
  createPostgresDatabase,
  openTestPostgres,
  type TestDatabase,
  testedDatabases,
} from "../../dev/harness/databases";
import { type TeamTestMember, teamMember } from "../../dev/harness/team-accounts";
import { TEST_AUTH_SECRET, type TestServer, startTestServer } from "../../dev/harness/test-server";
import { runCommand } from "../support/command-runs";
import { Visitor } from "../support/visitor";

/**
 * `npm run data`, the real command as its own process, against a site serving on the same
 * database: a backup taken while it serves, restored into a new, empty database that a new site
 * then serves (the account's sign-in with its second factor, and the waitlist), refusals of a
 * target that is not empty; and move-to from the embedded database into a new PostgreSQL database.
 */

// A deadline for a hung test, not a measure: the first test chains two sites, a seeding and three
// commands, and beside the other suites on a slow day it ran past the server suite's 3 minutes.
vi.setConfig({ testTimeout: 300_000 });

const tested = testedDatabases();
/** The PostgreSQL server move-to copies into: npm test sets DATABASE_URL in the PGlite phase too. */
const postgresServer = tested.postgres ?? (process.env.DATABASE_URL || undefined);

const data = (args: string[], env: Record<string, string>) => runCommand("data", args, env);

/** What is cleaned up after the file: sites, databases, directories. */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `modura-data-${name}-`));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function newPostgres(): Promise<string> {
  const created = await createPostgresDatabase(postgresServer!, "modura_data");
  cleanups.push(() => created.drop());
  return created.url;
}

type Site = { database: TestDatabase; server: TestServer; stop(): Promise<void> };

/** The site on an open database, until stop() (or the end of the file). */
async function serve(database: Database, label: string): Promise<Site> {
  const testDatabase: TestDatabase = { ...database, label, dispose: () => database.close() };
  const server = await startTestServer(testDatabase);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
    await database.close();
  };
  cleanups.push(stop);
  return { database: testDatabase, server, stop };
}

/** Each member's address, and their place-in-line page as the site they joined on shows it. */
type Seeded = { admin: TeamTestMember; members: { email: string; statusPath: string; heading: string }[] };

const tokens = waitlistTokens(TEST_AUTH_SECRET);

async function headingOf(site: Site, path: string): Promise<string> {
  const page = await new Visitor(site.server.url).open(path);
  expect(page.status).toBe(200);
  return page.text("h1");
}

/**
 * An admin with a second factor, and three people who joined the waitlist on the site, confirmed a
 * second apart (as their confirmation links would), so each has a place in line.
 */
async function seed(site: Site, tag: string): Promise<Seeded> {
  const admin = await teamMember(site.server, site.database, "admin", { tag: `data-${tag}` });
  const members: Seeded["members"] = [];
  for (const i of [1, 2, 3]) {
    const email = `data-${tag}-member-${i}-${process.pid}@example.com`;
    const joined = await fetch(`${site.server.url}/api/waitlist`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: site.server.url },
      body: JSON.stringify({ fullName: "Data Member", email, primaryActivity: "trail" }),
    });
    expect(joined.status).toBe(201);
    const [entry] = await site.database.db
      .update(waitlistEntries)
      .set({ status: "confirmed", confirmedAt: new Date(Date.now() - (4 - i) * 1000) })
      .where(eq(waitlistEntries.email, email))
      .returning({ id: waitlistEntries.id });
    const statusPath = `/waitlist/status?token=${tokens.status(entry!.id)}`;
    members.push({ email, statusPath, heading: await headingOf(site, statusPath) });
  }
  expect(members.map((member) => member.heading)).toEqual([
    expect.stringMatching(/in line$/),
    expect.stringMatching(/in line$/),
    expect.stringMatching(/in line$/),
  ]);
  return { admin, members };
}

/**
 * The admin signs in with the password and one of the backup codes (decrypted with the site's
 * secret, so the second factor came across whole), the team's members page lists the three, and
 * each one's place-in-line page says what it said on the site they joined.
 */
async function expectServes(site: Site, seeded: Seeded, backupCode: string): Promise<void> {
  const visitor = new Visitor(site.server.url);
  const auth = await visitor.open("/auth");
  const asked = await auth
    .form("Sign In", "main")
    .fill("Email", seeded.admin.credentials.email)
    .fill("Password", seeded.admin.credentials.password)
    .submit("Sign In");
  expect(asked.path).toBe("/auth/two-factor?redirectTo=%2Fdashboard");
  const withCode = await asked.follow("Use a backup code instead");
  const signedIn = await withCode.form("Sign in", "main").fill("Backup code", backupCode).submit();
  expect(signedIn.path).toBe("/dashboard?notice=signed-in");
  const members = await visitor.open("/team/members");
  expect(members.status).toBe(200);
  for (const { email } of seeded.members) expect(members.text("main")).toContain(email);
  for (const { statusPath, heading } of seeded.members)
    expect(await headingOf(site, statusPath)).toBe(heading);
}

describe.runIf(tested.pglite)("npm run data on PGlite", () => {
  const source = {
    dataDir: "",
    seeded: undefined as Seeded | undefined,
    site: undefined as Site | undefined,
  };

  it("backs up while the site serves; the backup restored into a new data directory serves the same; a non-empty one is refused", async () => {
    source.dataDir = tempDir("source");
    fs.cpSync(inject("pgliteTemplate"), pgliteDir(source.dataDir), { recursive: true });
    source.site = await serve(await openPglite(pgliteDir(source.dataDir)), "PGlite");
    source.seeded = await seed(source.site, "pglite");

    const file = path.join(tempDir("files"), "while-serving.backup");
    const backup = await data(["backup", file], { DATA_DIR: source.dataDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain("taken by the server running on");
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");
    // The site went on serving throughout.
    expect((await fetch(`${source.site.server.url}/healthz`)).status).toBe(200);

    const restoredDir = tempDir("restored");
    const restored = await data(["restore", file], { DATA_DIR: restoredDir });
    expect(restored).toMatchObject({ code: 0, stderr: "" });
    expect(restored.stdout).toMatch(/Rows: .*user 1\b.*waitlist_entries 3\b/);

    const again = await data(["restore", file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(
      `data: DATA_DIR (${restoredDir}) already holds a database: restore into an empty data directory\n`,
    );

    const site = await serve(await openPglite(pgliteDir(restoredDir)), "PGlite");
    await expectServes(site, source.seeded, source.seeded.admin.backupCodes[0]!);
    await site.stop();
  });

  it.runIf(postgresServer)(
    "moves the stopped embedded database into a new PostgreSQL database that serves the same, and refuses a second move there",
    async () => {
      await source.site!.stop();
      const url = await newPostgres();
      const moved = await data(["move-to", url], { DATA_DIR: source.dataDir });
      expect(moved.stderr).toBe("");
      expect(moved.code).toBe(0);
      expect(moved.stdout).not.toContain("DIFFERS");
      expect(moved.stdout).toMatch(/^waitlist_entries +3 +3$/m);
      expect(moved.stdout).toMatch(/^user +1 +1$/m);
      expect(moved.stdout).toMatch(/^two_factor +1 +1$/m);
      expect(moved.stdout).toContain("Moved ");

      const site = await serve(await openTestPostgres(url, 2), "PostgreSQL");
      await expectServes(site, source.seeded!, source.seeded!.admin.backupCodes[1]!);
      await site.stop();

      const second = await data(["move-to", url], { DATA_DIR: source.dataDir });
      expect(second.code).toBe(2);
      expect(second.stderr).toMatch(
        /^data: postgres:\/\/\S+ is not empty \(rows in account, .*\): move-to copies into an empty database only\n$/,
      );
    },
  );

  it.runIf(postgresServer)(
    "refuses to move into another application's database and leaves it exactly as it was",
    async () => {
      const url = await newPostgres();
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      const tables = async () =>
        (
          await other.query<{ name: string }>(
            "select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1",
          )
        ).rows.map((row) => row.name);
      try {
        await other.query("create table notes (id int primary key, body text)");
        await other.query("insert into notes values (1, 'theirs')");
        const refused = await data(["move-to", url], { DATA_DIR: source.dataDir });
        expect(refused.code).toBe(2);
        expect(refused.stderr).toMatch(
          / is not empty \(rows in notes\): move-to copies into an empty database only\n$/,
        );
        expect(await tables()).toEqual(["public.notes"]);
        expect((await other.query("select * from notes")).rows).toEqual([{ id: 1, body: "theirs" }]);
      } finally {
        await other.end();
      }
    },
  );
});

describe.runIf(tested.postgres)("npm run data on PostgreSQL", () => {
  it("backs up with pg_dump while the site serves; restored into a new database it serves the same; a non-empty one and the wrong kind are refused", async () => {
    const sourceUrl = await newPostgres();
    const site = await serve(await openTestPostgres(sourceUrl, 2), "PostgreSQL");
    const seeded = await seed(site, "postgres");

    const file = path.join(tempDir("files"), "while-serving.backup");
    const backup = await data(["backup", file], { DATABASE_URL: sourceUrl });
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toContain("Backed up PostgreSQL");

    const targetUrl = await newPostgres();
    const restored = await data(["restore", file], { DATABASE_URL: targetUrl });
    expect(restored).toMatchObject({ code: 0, stderr: "" });
    expect(restored.stdout).toMatch(/Rows: .*user 1\b.*waitlist_entries 3\b/);

    const again = await data(["restore", file], { DATABASE_URL: targetUrl });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(
      /^data: postgres:\/\/.* is not empty \(\d+ tables, .*\): restore into a new database/,
    );

    const wrongKind = await data(["restore", file], { DATA_DIR: tempDir("wrong-kind") });
    expect(wrongKind).toMatchObject({
      code: 2,
      stderr: `data: ${file} is a backup of PostgreSQL: set DATABASE_URL to an empty PostgreSQL database to restore it there\n`,
    });

    const restoredSite = await serve(await openTestPostgres(targetUrl, 2), "PostgreSQL");
    await expectServes(restoredSite, seeded, seeded.admin.backupCodes[0]!);
  });
});
