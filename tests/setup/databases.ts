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

/** Every database the server suite runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  const kinds: DatabaseKind[] = [{ label: "PGlite", open: freshPglite }];
  const url = process.env.DATABASE_URL;
  if (url) kinds.push({ label: "PostgreSQL", open: () => freshPostgres(url) });
  return kinds;
}
