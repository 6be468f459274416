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

/** A fresh database on the PostgreSQL server of DATABASE_URL, dropped afterwards. */
async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `modura_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    label: "PostgreSQL",
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
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
