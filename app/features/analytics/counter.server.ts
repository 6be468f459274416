import type { Logger } from "pino";

import type { Queryable } from "~/db/queryable";
import {
  type Attribution,
  type PageView,
  dailySalt,
  deleteSaltsBefore,
  firstViewAttribution,
  insertPageViews,
} from "~/db/page-views.server";

import type { ViewFacts } from "./page-view";
import { type Visitor, newSalt, utcDay, visitorId } from "./visitor-id.server";

/** A day's salt is deleted once it is this old: nobody can recompute that day's ids after. */
export const SALT_LIFETIME_MS = 48 * 60 * 60 * 1000;

export type PageViewCounterOptions = {
  db: Queryable;
  logger: Pick<Logger, "warn">;
  /** The site's host (PUBLIC_URL's), hashed into every visitor id as Plausible hashes the domain. */
  host: string;
  /** The clock: the day a view counts for, and when salts expire. The server tests move it. */
  now?: () => number;
  /** How long a view may wait in memory before its batch is written. */
  flushAfterMs?: number;
  /** A batch this large is written at once. */
  maxBatch?: number;
};

export type PageViewCounter = {
  /** Counts a view: returns at once, and never throws; the write happens later, in a batch. */
  record(view: ViewFacts, visitor: Visitor): void;
  /**
   * Where this visitor's first view today came from (written or still waiting in memory), or
   * undefined: none, or the count could not be read. Never throws.
   */
  attributionOf(visitor: Visitor): Promise<Attribution | undefined>;
  /** Writes every view recorded so far. */
  flush(): Promise<void>;
  /** Writes what is left and stops the timer. */
  close(): Promise<void>;
};

const WARN_EVERY_MS = 60_000;

/** One INSERT takes at most this many views (PostgreSQL allows 65,535 parameters, 9 a view). */
const MAX_PER_STATEMENT = 1_000;

/** Views kept waiting at most: past this (a database that stopped answering) new views are dropped. */
const MAX_WAITING = 10_000;

/**
 * The site's own page-view counter. Views wait in memory and are written in batches (after
 * `flushAfterMs`, or at once at `maxBatch`), one statement at a time, so that a burst of visits
 * costs a few statements and at most one database connection; the day's salt is made or read once
 * per day and kept. A failure never reaches the page: it is logged as a warning at most once a
 * minute (with how many were held back), and the views of a failed batch are dropped.
 */
export function createPageViewCounter({
  db,
  logger,
  host,
  now = Date.now,
  flushAfterMs = 1_000,
  maxBatch = 100,
}: PageViewCounterOptions): PageViewCounter {
  let salt: { day: string; value: Promise<string> } | undefined;
  const pending: PageView[] = [];
  /** The batch being written: a lookup must still see it until the write is done. */
  let writing: PageView[] = [];
  let writer: Promise<void> | undefined;
  /** Views waiting for their day's salt (the first view of a day reads or makes it). */
  const salting = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let lastWarning = -Infinity;
  let heldBack = 0;

  function warn(error: unknown, message: string) {
    // Real time, not the injected clock: this paces the log.
    const at = Date.now();
    if (at - lastWarning < WARN_EVERY_MS) {
      heldBack += 1;
      return;
    }
    logger.warn({ err: error, heldBack }, message);
    lastWarning = at;
    heldBack = 0;
  }

  function saltOf(day: string): Promise<string> {
    if (salt?.day === day) return salt.value;
    const value = loadSalt(day);
    salt = { day, value };
    // A failed read is tried again by the next view, not kept for the day.
    value.catch(() => {
      if (salt?.value === value) salt = undefined;
    });
    return value;
  }

  async function loadSalt(day: string): Promise<string> {
    const at = now();
    const made = await dailySalt(db, day, newSalt(), new Date(at));
    if (made.created) await deleteSaltsBefore(db, new Date(at - SALT_LIFETIME_MS));
    return made.salt;
  }

  async function idOf(visitor: Visitor, at: number): Promise<{ day: string; visitorId: string }> {
    const day = utcDay(at);
    return { day, visitorId: visitorId(await saltOf(day), visitor, host) };
  }

  /** Starts writing what waits, unless a write is running: that one goes on when it ends. */
  function startWriting(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (writer || pending.length === 0) return;
    writer = writeBatch().finally(() => {
      writer = undefined;
      if (pending.length >= maxBatch) startWriting();
      else if (pending.length > 0) writeSoon();
    });
  }

  function writeSoon(): void {
    timer ??= setTimeout(startWriting, flushAfterMs).unref();
  }

  async function writeBatch(): Promise<void> {
    writing = pending.splice(0, MAX_PER_STATEMENT);
    try {
      await insertPageViews(db, writing);
    } catch (error) {
      warn(error, `page views not counted (${writing.length} dropped)`);
    } finally {
      writing = [];
    }
  }

  async function add(view: ViewFacts, visitor: Visitor, at: number) {
    const id = await idOf(visitor, at);
    if (pending.length >= MAX_WAITING)
      throw new Error(`${MAX_WAITING} page views already wait to be written`);
    pending.push({ ...view, at: new Date(at), ...id });
    if (pending.length >= maxBatch) startWriting();
    else writeSoon();
  }

  async function flush() {
    await Promise.all(salting);
    while (writer || pending.length > 0) {
      startWriting();
      await writer;
    }
  }

  return {
    record(view, visitor) {
      const added: Promise<void> = add(view, visitor, now())
        .catch((error: unknown) => warn(error, "a page view was not counted"))
        .finally(() => salting.delete(added));
      salting.add(added);
    },

    async attributionOf(visitor) {
      try {
        await Promise.all(salting);
        const { day, visitorId: id } = await idOf(visitor, now());
        // Taken before the query: a view whose write ends meanwhile is either seen by the query
        // or still here.
        const unwritten = [...writing, ...pending]
          .filter((view) => view.day === day && view.visitorId === id)
          .sort((a, b) => a.at.getTime() - b.at.getTime());
        const first = (await firstViewAttribution(db, day, id)) ?? unwritten[0];
        if (!first) return undefined;
        const { utmSource, utmMedium, utmCampaign, referrerHost } = first;
        return { utmSource, utmMedium, utmCampaign, referrerHost };
      } catch (error) {
        warn(error, "a join's source could not be read");
        return undefined;
      }
    },

    flush,

    async close() {
      await flush();
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
