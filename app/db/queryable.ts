import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import type * as schema from "./schema";

/** The database: queries, and transactions for a use-case that composes them. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The database or an open transaction of it: what a query function takes, so a change and what it
 * causes (a queued mail, a counter) can share one transaction.
 */
export type Queryable = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;
