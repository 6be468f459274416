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
 * Creates a new, empty database on the PostgreSQL server of `adminUrl`: its URL, and a function that
 * drops it (forcing out any connection a failed test left open).
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
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
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A fresh database on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const created = await createPostgresDatabase(adminUrl, "modura_test");
  const database = await openPostgres(created.url);
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
 * The databases the server and page suites run on: TEST_DATABASE=pglite or TEST_DATABASE=postgres
 * picks one (`npm test` runs each as a phase of its own); unset, PGlite and, when DATABASE_URL is
 * set, PostgreSQL too.
 */
export function databaseKinds(): DatabaseKind[] {
  const url = process.env.DATABASE_URL;
  const pglite: DatabaseKind = { label: "PGlite", open: freshPglite };
  const postgres = (adminUrl: string): DatabaseKind => ({
    label: "PostgreSQL",
    open: () => freshPostgres(adminUrl),
  });
  switch (process.env.TEST_DATABASE) {
    case "pglite":
      return [pglite];
    case "postgres":
      if (!url)
        throw new Error(
          "TEST_DATABASE=postgres needs DATABASE_URL (a PostgreSQL server to make test databases on)",
        );
      return [postgres(url)];
    case undefined:
    case "":
      return url ? [pglite, postgres(url)] : [pglite];
    default:
      throw new Error(`TEST_DATABASE is "${process.env.TEST_DATABASE}": use pglite or postgres`);
  }
}
