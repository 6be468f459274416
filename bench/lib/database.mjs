// The database side of a benchmark: a throwaway PostgreSQL database per run (as .ci/run makes), and
// reading back what the server stored once it has stopped.
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

import { lostEntries } from "./traffic.mjs";

/**
 * Creates a fresh database on the PostgreSQL of `adminUrl` and returns its URL, and a function that
 * drops it (forcing out any connection left open).
 * @param {string} adminUrl
 */
export async function createRunDatabase(adminUrl) {
  const name = `modura_bench_${Date.now()}_${process.pid}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/**
 * The addresses in waitlist_entries, lower-cased. Open the embedded database only after the server
 * has exited: PGlite must never have one directory open in two processes.
 * @param {{ dataDir: string, databaseUrl?: string }} where
 */
export async function storedWaitlistEmails({ dataDir, databaseUrl }) {
  const query = "select lower(email) as email from waitlist_entries";
  if (databaseUrl) {
    return withClient(
      databaseUrl,
      async (client) => new Set((await client.query(query)).rows.map((r) => r.email)),
    );
  }
  // The server keeps its PGlite files in DATA_DIR/pglite (app/db/client.server.ts).
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return new Set((await db.query(query)).rows.map((r) => r.email));
  } finally {
    await db.close();
  }
}

async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Stops the benchmark's server, then (only now may its embedded database be opened here) compares
 * the waitlist sign-ups it answered 201 with what is stored, and removes the run's data either way.
 * @returns the lost-entry check, or undefined when no waitlist traffic was sent
 */
export async function stopAndCheckWaitlist({ server, waitlist, runDatabase }) {
  await server.stop();
  try {
    if (!waitlist) return undefined;
    const stored = await storedWaitlistEmails({ dataDir: server.dataDir, databaseUrl: runDatabase?.url });
    return lostEntries(waitlist.acknowledged, stored);
  } finally {
    server.removeData();
    await runDatabase?.drop();
  }
}
