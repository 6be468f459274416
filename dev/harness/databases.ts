import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { inject } from "vitest";

import { type Database, openPglite, openPostgres } from "../../app/db/client.server";

export type TestDatabase = Database & { label: string; dispose(): Promise<void> };

export type DatabaseKind = { label: string; open(): Promise<TestDatabase> };

/** A fresh PGlite, copied from the run's migrated template. */
async function freshPglite(): Promise<TestDatabase> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-pglite-"));
  const dir = path.join(root, "pglite");
  fs.cpSync(inject("pgliteTemplate"), dir, { recursive: true });
  const database = await openPglite(dir);
  return {
    ...database,
    label: "PGlite",
    async dispose() {
      await database.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Creates a new database on the PostgreSQL server of `adminUrl`, empty or a copy of `template` (a
 * database on the same server that nobody is connected to): its URL, and a function that drops it
 * (forcing out any connection a failed test left open).
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * A fresh database on the PostgreSQL server of DATABASE_URL, dropped afterwards: a copy of the
 * run's migrated template when the suite made one (tests/support/server-global.ts).
 */
export async function migratedPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject("postgresTemplate");
  return createPostgresDatabase(adminUrl, prefix, template ? { template } : {});
}

/** How long a test's query waits for a free connection: a machine shared with the browser suite is slow. */
const TEST_CONNECTION_WAIT_MS = 30_000;

/**
 * A test's own pool on a PostgreSQL database (seeding, reading what a server wrote): it waits as long
 * as a test database does for a connection, since a test is not what a slow machine measures.
 */
export function openTestPostgres(url: string, size: number): Promise<Database> {
  return openPostgres(url, size, { connectionWaitMs: TEST_CONNECTION_WAIT_MS });
}

async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const created = await migratedPostgresDatabase(adminUrl, "modura_test");
  const database = await openTestPostgres(created.url, 10);
  return {
    ...database,
    label: "PostgreSQL",
    async dispose() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * Which databases this run of the server suite tests: TEST_DATABASE=pglite or TEST_DATABASE=postgres
 * picks one (`npm test` runs each as a phase of its own, with DATABASE_URL set in both); unset,
 * PGlite and, when DATABASE_URL is set, PostgreSQL too. `postgres` is the server to make test
 * databases on. Files that open their databases their own way (the commands, the outbox, two
 * instances on one PostgreSQL) ask this too, so no phase repeats another's work.
 */
export function testedDatabases(): { pglite: boolean; postgres?: string } {
  const url = process.env.DATABASE_URL || undefined;
  switch (process.env.TEST_DATABASE) {
    case "pglite":
      return { pglite: true };
    case "postgres":
      if (!url)
        throw new Error(
          "TEST_DATABASE=postgres needs DATABASE_URL (a PostgreSQL server to make test databases on)",
        );
      return { pglite: false, postgres: url };
    case undefined:
    case "":
      return { pglite: true, ...(url ? { postgres: url } : {}) };
    default:
      throw new Error(`TEST_DATABASE is "${process.env.TEST_DATABASE}": use pglite or postgres`);
  }
}

/** The databases the server and page suites run on (see testedDatabases). */
export function databaseKinds(): DatabaseKind[] {
  const tested = testedDatabases();
  return [
    ...(tested.pglite ? [{ label: "PGlite", open: freshPglite }] : []),
    ...(tested.postgres ? [{ label: "PostgreSQL", open: () => freshPostgres(tested.postgres!) }] : []),
  ];
}
