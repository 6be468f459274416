/**
 * `npm run data -- move-to postgres://…`: every row of the embedded database into an empty
 * PostgreSQL, table by table in batches, in one transaction on the target (a failure leaves it as
 * empty as it was), then a count of each table on both sides.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";

import {
  type Table,
  addForeignKey,
  countRows,
  dropForeignKey,
  foreignKeys,
  readBatch,
  sequenceValues,
  setSequence,
  setUserTriggers,
  tablesWithRows,
  userTables,
  writeBatch,
} from "~/db/catalog.server";
import { type Database, openPostgres } from "~/db/client.server";
import type { Queryable } from "~/db/queryable";

import { DataError, shownUrl } from "./backups.server";

/** Rows per statement: big enough that a 100k-row waitlist is a hundred round trips, small enough to stay light. */
export const MOVE_BATCH = 1_000;

export type TableCount = { table: string; source: number; target: number };

export type Moved = { counts: TableCount[]; ms: number };

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();

/**
 * Copies the embedded database (`openSource` opens it, which fails while a server holds it) into
 * the PostgreSQL database at `targetUrl`, after migrating that as a server's start would. Refuses
 * a target where any table holds a row, before migrating it or opening the source. `onTable` hears
 * of each table as it is done.
 */
export async function moveTo(
  openSource: () => Promise<Database>,
  targetUrl: string,
  { batch = MOVE_BATCH, onTable }: { batch?: number; onTable?: (table: string, rows: number) => void } = {},
): Promise<Moved> {
  const where = shownUrl(targetUrl);
  const started = Date.now();
  const client = new pg.Client({ connectionString: targetUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new DataError(`cannot open ${where}: ${oneLine((error as Error).message)}`);
  }
  const target = drizzle(client);
  let source: Database | undefined;
  try {
    // Looked at before anything is written, so that a refusal leaves the target exactly as it was:
    // another application's database gets none of our tables.
    const filled = await tablesWithRows(target, await userTables(target));
    if (filled.length > 0)
      throw new DataError(
        `${where} is not empty (rows in ${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ", …" : ""}): move-to copies into an empty database only`,
        2,
      );
    // Then the migrations, as any server's start runs them (the same ones the source has).
    let migrated: Database;
    try {
      migrated = await openPostgres(targetUrl, 1);
    } catch (error) {
      throw new DataError(`cannot migrate ${where}: ${oneLine((error as Error).message)}`);
    }
    await migrated.close();
    source = await openSource();
    const tables = await userTables(source.db);
    const targetTables = new Set((await userTables(target)).map((table) => table.name));
    const missing = tables.filter((table) => !targetTables.has(table.name)).map((table) => table.name);
    if (missing.length > 0)
      throw new DataError(
        `${where} lacks tables the embedded database has (${missing.join(", ")}): is it another version's?`,
      );

    await client.query("begin");
    try {
      // Rows arrive table by table, and a waitlist entry may name one that comes later (referrals):
      // the keys are dropped for the copy and added back after it, which checks every row at once.
      const keys = await foreignKeys(target);
      for (const key of keys) await dropForeignKey(target, key);
      // Rows derived by triggers (the join day sums) are copied as they are, not derived again.
      for (const table of tables) await setUserTriggers(target, table.name, false);
      for (const table of tables) {
        const copied = await copyTable(source, target, table, batch);
        onTable?.(table.name, copied);
      }
      for (const table of tables) await setUserTriggers(target, table.name, true);
      for (const key of keys) await addForeignKey(target, key);
      for (const sequence of await sequenceValues(source.db)) await setSequence(target, sequence);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => {});
      if (error instanceof DataError) throw error;
      throw new DataError(
        `the copy failed and was rolled back, ${where} is as it was: ${oneLine((error as Error).message)}`,
      );
    }

    const counts: TableCount[] = [];
    for (const table of tables)
      counts.push({
        table: table.name,
        source: await countRows(source.db, table.name),
        target: await countRows(target, table.name),
      });
    return { counts, ms: Date.now() - started };
  } finally {
    await source?.close();
    await client.end();
  }
}

async function copyTable(
  source: Database,
  target: Pick<Queryable, "execute">,
  table: Table,
  batch: number,
): Promise<number> {
  let after: string[] | undefined;
  let copied = 0;
  for (;;) {
    const read = await readBatch(source.db, table, after, batch);
    await writeBatch(target, table, read.rows);
    copied += read.rows.length;
    if (read.lastKey === undefined || read.rows.length < batch) return copied;
    after = read.lastKey;
  }
}

/** The counts as a table for the terminal, the differing rows marked. */
export function formatCounts(counts: TableCount[], sourceLabel: string, targetLabel: string): string {
  const width = Math.max("table".length, ...counts.map((count) => count.table.length));
  const sourceWidth = Math.max(sourceLabel.length, ...counts.map((count) => String(count.source).length));
  const targetWidth = Math.max(targetLabel.length, ...counts.map((count) => String(count.target).length));
  const line = (table: string, source: string, target: string, mark: string) =>
    `${table.padEnd(width)}  ${source.padStart(sourceWidth)}  ${target.padStart(targetWidth)}${mark}`.trimEnd();
  return [
    line("table", sourceLabel, targetLabel, ""),
    ...counts.map((count) =>
      line(
        count.table,
        String(count.source),
        String(count.target),
        count.source === count.target ? "" : "  DIFFERS",
      ),
    ),
  ].join("\n");
}
