import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { openPglite } from "../../app/db/client.server";
import { createPostgresDatabase, openTestPostgres, testedDatabases } from "../../dev/harness/databases";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated PostgreSQL database each test file's is made from; "" when PostgreSQL is not tested. */
    postgresTemplate: string;
  }
}

/**
 * Migrating a new database takes seconds; copying a migrated one takes milliseconds. So one migrated
 * template of each kind is made per run, and each test file opens its own copy: a copied PGlite
 * directory, a PostgreSQL database created from the template (`CREATE DATABASE … TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-pglite-template-"));
  const template = path.join(root, "pglite");
  const database = await openPglite(template);
  await database.close();
  project.provide("pgliteTemplate", template);

  const { postgres } = testedDatabases();
  const postgresTemplate = postgres ? await createPostgresDatabase(postgres, "modura_template") : undefined;
  if (postgresTemplate) await (await openTestPostgres(postgresTemplate.url, 1)).close();
  project.provide(
    "postgresTemplate",
    postgresTemplate ? new URL(postgresTemplate.url).pathname.slice(1) : "",
  );

  return async () => {
    fs.rmSync(root, { recursive: true, force: true });
    await postgresTemplate?.drop();
  };
}
