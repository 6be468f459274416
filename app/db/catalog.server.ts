import { type SQL, sql } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { rowsOf } from "./rows";

/**
 * The application's tables as the database itself lists them (schema "public": every table the
 * migrations made; drizzle's own bookkeeping lives in schema "drizzle"), for the commands that
 * handle every table alike (`npm run data`): nothing here names a table, so a new one is included
 * the day its migration lands.
 */
type Execute = Pick<Queryable, "execute">;

export type Column = { name: string; type: string; identity: boolean };

export type Table = {
  name: string;
  /** Written columns in order (generated ones left out: the database computes them). */
  columns: Column[];
  /** The primary key's columns in key order; empty when the table has none. */
  key: Column[];
};

export async function userTables(db: Execute): Promise<Table[]> {
  const rows = rowsOf<{ name: string; columns: string; key: string | null }>(
    await db.execute(sql`
      select c.relname as name,
             (select json_agg(json_build_object('name', a.attname,
                                                'type', format_type(a.atttypid, a.atttypmod),
                                                'identity', a.attidentity <> '') order by a.attnum)
                from pg_attribute a
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             )::text as columns,
             (select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
                from pg_index i
                join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
               where i.indrelid = c.oid and i.indisprimary
             )::text as key
        from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
       order by c.relname`),
  );
  return rows.map((row) => {
    const columns = JSON.parse(row.columns) as Column[];
    const keyNames = row.key ? (JSON.parse(row.key) as string[]) : [];
    return {
      name: row.name,
      columns,
      key: keyNames.map((name) => columns.find((column) => column.name === name)!).filter(Boolean),
    };
  });
}

export async function countRows(db: Execute, table: string): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*)::text as n from ${sql.identifier(table)}`),
  );
  return Number(row?.n ?? 0);
}

/** The tables among `tables` that hold at least one row. */
export async function tablesWithRows(db: Execute, tables: Table[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const rows = rowsOf<unknown>(await db.execute(sql`select 1 from ${sql.identifier(table.name)} limit 1`));
    if (rows.length > 0) found.push(table.name);
  }
  return found;
}

/** One batch of a table in key order: each row as JSON text, and the key of the last one (as text). */
export type Batch = { rows: string[]; lastKey: string[] | undefined };

/**
 * Up to `size` rows of `table` after `afterKey` in primary-key order (an index scan, so every
 * batch costs the same however far in). A table without a primary key is read in one batch.
 */
export async function readBatch(
  db: Execute,
  table: Table,
  afterKey: string[] | undefined,
  size: number,
): Promise<Batch> {
  const name = sql.identifier(table.name);
  if (table.key.length === 0) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql`select row_to_json(t)::text as "row" from ${name} t`),
    );
    return { rows: rows.map((row) => row.row), lastKey: undefined };
  }
  const keyColumns = sql.join(
    table.key.map((column) => sql`t.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const keyTexts = sql.join(
    table.key.map((column, i) => sql`t.${sql.identifier(column.name)}::text as ${sql.identifier(`k${i}`)}`),
    sql`, `,
  );
  let after: SQL = sql``;
  if (afterKey) {
    // Sent as text and cast, so no driver has to know how to send a uuid, a date or a timestamp.
    const values = sql.join(
      table.key.map((column, i) => sql`cast(cast(${afterKey[i]} as text) as ${sql.raw(column.type)})`),
      sql`, `,
    );
    after = sql`where (${keyColumns}) > (${values})`;
  }
  const rows = rowsOf<Record<string, string>>(
    await db.execute(sql`
      select row_to_json(t)::text as "row", ${keyTexts}
        from ${name} t ${after}
       order by ${keyColumns}
       limit ${size}`),
  );
  const last = rows.at(-1);
  return {
    rows: rows.map((row) => row.row!),
    lastKey: last ? table.key.map((_, i) => last[`k${i}`]!) : undefined,
  };
}

/** Inserts rows read by readBatch (JSON text each) into the same table of another database. */
export async function writeBatch(db: Execute, table: Table, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const name = sql.identifier(table.name);
  const columns = sql.join(
    table.columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const overriding = table.columns.some((column) => column.identity) ? sql`overriding system value` : sql``;
  await db.execute(sql`
    insert into ${name} (${columns}) ${overriding}
    select ${columns} from json_populate_recordset(null::${name}, cast(${`[${rows.join(",")}]`} as json))`);
}

export type ForeignKey = { table: string; name: string; definition: string };

export async function foreignKeys(db: Execute): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    await db.execute(sql`
      select c.relname as "table", k.conname as name, pg_get_constraintdef(k.oid) as definition
        from pg_constraint k join pg_class c on c.oid = k.conrelid
       where k.contype = 'f' and k.connamespace = 'public'::regnamespace
       order by 1, 2`),
  );
}

export async function dropForeignKey(db: Execute, key: ForeignKey): Promise<void> {
  await db.execute(sql`alter table ${sql.identifier(key.table)} drop constraint ${sql.identifier(key.name)}`);
}

/**
 * Turns a table's own triggers (not the foreign keys' system ones) off or back on, for a copy that
 * brings the rows they would derive along (the join day sums of migration 0013) as they are.
 */
export async function setUserTriggers(db: Execute, table: string, enabled: boolean): Promise<void> {
  await db.execute(
    sql`alter table ${sql.identifier(table)} ${enabled ? sql`enable` : sql`disable`} trigger user`,
  );
}

/** Adds a foreign key back, checking every row against it. */
export async function addForeignKey(db: Execute, key: ForeignKey): Promise<void> {
  await db.execute(
    sql`alter table ${sql.identifier(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
  );
}

export type SequenceValue = { name: string; lastValue: string | null };

/** Where each sequence of the tables (bigserial ids) stands: null for one never used. */
export async function sequenceValues(db: Execute): Promise<SequenceValue[]> {
  return rowsOf<SequenceValue>(
    await db.execute(sql`
      select sequencename as name, last_value::text as "lastValue"
        from pg_sequences where schemaname = 'public' order by 1`),
  );
}

export async function setSequence(db: Execute, sequence: SequenceValue): Promise<void> {
  if (sequence.lastValue === null) return;
  await db.execute(
    sql`select setval(${`public.${JSON.stringify(sequence.name)}`}::regclass, cast(${sequence.lastValue} as bigint), true)`,
  );
}
