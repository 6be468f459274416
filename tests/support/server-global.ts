import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { openPglite } from "../../app/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrating a new PGlite takes seconds; copying a migrated directory takes milliseconds. So one
 * migrated template is made per run and each test file opens its own copy.
 */
export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "modura-pglite-template-"));
  const template = path.join(root, "pglite");
  const database = await openPglite(template);
  await database.close();
  project.provide("pgliteTemplate", template);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
