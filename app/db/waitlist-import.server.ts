import { eq, sql } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { rowsOf } from "./rows";
import { mailOutbox, waitlistEntries, waitlistImports } from "./schema";

// A list imported into the waitlist (app/features/waitlist/import.server.ts): what is there of its
// addresses already, and its rows written a batch at a time.

/** What the list holds of an address already, as an import compares it with a row. */
export type KnownEntry = {
  email: string;
  createdAt: Date;
  status: "pending" | "confirmed";
  hasSource: boolean;
};

/** The entries of these addresses (any case), by lower-case address. */
export async function knownEntries(
  db: Queryable,
  emails: readonly string[],
): Promise<Map<string, KnownEntry>> {
  const known = new Map<string, KnownEntry>();
  if (emails.length === 0) return known;
  const result = await db.execute(sql`
    select lower(email) as email, created_at, status,
           (utm_source is not null or referrer_host is not null) as has_source
      from ${waitlistEntries}
     where lower(email) in (${sql.join(
       emails.map((email) => sql`${email}`),
       sql`, `,
     )})`);
  for (const row of rowsOf<{
    email: string;
    created_at: Date | string;
    status: KnownEntry["status"];
    has_source: boolean;
  }>(result))
    known.set(row.email, {
      email: row.email,
      createdAt: new Date(row.created_at),
      status: row.status,
      hasSource: row.has_source,
    });
  return known;
}

export type NewImportedEntry = {
  fullName: string;
  email: string;
  primaryActivity: string;
  createdAt: Date;
  confirmedAt: Date | null;
  confirmNonce: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
  /** The address as the fraud rules compare it (app/features/fraud/canonical.ts). */
  emailCanonical: string;
};

/**
 * Inserts the entries whose address is not on the list (one that joined meanwhile is left as it
 * is), and queues the confirmation mail of each new pending one in the same statement's
 * transaction. The ids and addresses inserted.
 */
export async function insertImportedEntries(
  db: Queryable,
  entries: readonly NewImportedEntry[],
): Promise<{ id: string; email: string; pending: boolean }[]> {
  if (entries.length === 0) return [];
  const inserted = await db
    .insert(waitlistEntries)
    .values(
      entries.map((e) => ({
        fullName: e.fullName,
        email: e.email,
        primaryActivity: e.primaryActivity,
        status: e.confirmedAt ? "confirmed" : "pending",
        confirmedAt: e.confirmedAt,
        confirmNonce: e.confirmNonce,
        createdAt: e.createdAt,
        updatedAt: e.createdAt,
        utmSource: e.utmSource,
        utmMedium: e.utmMedium,
        utmCampaign: e.utmCampaign,
        referrerHost: e.referrerHost,
        emailCanonical: e.emailCanonical,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: waitlistEntries.id,
      email: waitlistEntries.email,
      status: waitlistEntries.status,
      nonce: waitlistEntries.confirmNonce,
    });
  const pending = inserted.filter((row) => row.status === "pending" && row.nonce);
  if (pending.length > 0)
    await db.insert(mailOutbox).values(
      pending.map((row) => ({
        recipient: row.email,
        kind: "waitlist-confirm",
        payload: { entryId: row.id, nonce: row.nonce },
      })),
    );
  return inserted.map((row) => ({ id: row.id, email: row.email, pending: row.status === "pending" }));
}

export type ImportedUpdate = {
  email: string;
  joinedAt: Date | null;
  confirmedAt: Date | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
};

/**
 * What a row knows that the list does not: an earlier join time, a confirmation of a pending
 * address, a source where the entry has none. Nothing else of a member changes. How many changed.
 */
export async function applyImportedUpdates(
  db: Queryable,
  updates: readonly ImportedUpdate[],
): Promise<number> {
  if (updates.length === 0) return 0;
  const values = sql.join(
    updates.map(
      (u) =>
        sql`(${u.email}, ${u.joinedAt?.toISOString() ?? null}::timestamptz, ${u.confirmedAt?.toISOString() ?? null}::timestamptz,
             ${u.utmSource}, ${u.utmMedium}, ${u.utmCampaign}, ${u.referrerHost})`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    update ${waitlistEntries} as w
       set created_at = least(w.created_at, coalesce(v.joined_at, w.created_at)),
           status = case when v.confirmed_at is not null then 'confirmed' else w.status end,
           confirmed_at = case when w.status = 'pending' and v.confirmed_at is not null
                               then v.confirmed_at else w.confirmed_at end,
           confirm_nonce = case when v.confirmed_at is not null then null else w.confirm_nonce end,
           utm_source = case when w.utm_source is null and w.referrer_host is null then v.utm_source else w.utm_source end,
           utm_medium = case when w.utm_source is null and w.referrer_host is null then v.utm_medium else w.utm_medium end,
           utm_campaign = case when w.utm_source is null and w.referrer_host is null then v.utm_campaign else w.utm_campaign end,
           referrer_host = case when w.utm_source is null and w.referrer_host is null then v.referrer_host else w.referrer_host end,
           updated_at = now()
      from (values ${values}) as v(email, joined_at, confirmed_at, utm_source, utm_medium, utm_campaign, referrer_host)
     where lower(w.email) = lower(v.email)
    returning w.id`);
  return rowsOf<{ id: string }>(result).length;
}

export type ImportFileRow = typeof waitlistImports.$inferSelect;

/** Keeps an uploaded list until it is imported or discarded; its id. */
export async function insertImportFile(
  db: Queryable,
  file: { fileName: string; content: string; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(waitlistImports).values(file).returning({ id: waitlistImports.id });
  return row!.id;
}

export async function findImportFile(db: Queryable, id: string): Promise<ImportFileRow | undefined> {
  const [row] = await db.select().from(waitlistImports).where(eq(waitlistImports.id, id));
  return row;
}

/**
 * Takes an uploaded list away to import or discard it: the row, deleted in the same statement, so
 * that of two admins pressing at once one gets it; undefined when it was gone already.
 */
export async function takeImportFile(db: Queryable, id: string): Promise<ImportFileRow | undefined> {
  const [row] = await db.delete(waitlistImports).where(eq(waitlistImports.id, id)).returning();
  return row;
}
