import { hasSubscribers } from "~/db/webhooks.server";
import type { Db } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import {
  insertImportFile,
  takeImportFile,
  type ImportedUpdate,
  type KnownEntry,
  type NewImportedEntry,
  applyImportedUpdates,
  insertImportedEntries,
  knownEntries,
} from "~/db/waitlist-import.server";
import { canonicalEmail } from "~/features/fraud/canonical";
import { enqueueJoinedWebhook } from "~/features/webhooks/emit.server";
import type { TeamActor } from "~/platform/team-access.server";
import { AUDIT_ACTIONS } from "~/vocabulary";

import { type ImportRow, type RefusedRow, readImportFile } from "./import-rows";
import { newConfirmNonce } from "./tokens.server";

/*
 * Importing a list: first a plan, which writes nothing (the rows to add, the rows that tell the
 * list something it lacks, the rows it has already, those refused and why); then the plan carried
 * out a batch at a time, each batch one transaction. Carrying it out again, or the same file
 * imported again, changes nothing more: a second plan finds every row on the list, and a batch
 * cut off by a crash is done again whole or not at all. So an import that stopped is resumed by
 * importing the same file again.
 */

export type ImportPlan = {
  total: number;
  add: ImportRow[];
  update: ImportRow[];
  unchanged: number;
  refused: RefusedRow[];
};

/** How many rows one transaction writes. */
const BATCH = 1_000;
/** How many addresses one look-up asks for. */
const LOOKUP = 5_000;

/** The file's rows (./import-rows.ts: readImportFile) compared with the list; nothing is written. */
export async function planImport(
  db: Db,
  read: { rows: ImportRow[]; refused: RefusedRow[] },
): Promise<ImportPlan> {
  const refused = [...read.refused];
  const firstLine = new Map<string, number>();
  const rows: ImportRow[] = [];
  for (const row of read.rows) {
    const key = row.email.toLowerCase();
    const first = firstLine.get(key);
    if (first !== undefined) refused.push({ line: row.line, reason: `The same address as line ${first}.` });
    else {
      firstLine.set(key, row.line);
      rows.push(row);
    }
  }
  refused.sort((a, b) => a.line - b.line);
  const known = new Map<string, KnownEntry>();
  for (let i = 0; i < rows.length; i += LOOKUP) {
    const found = await knownEntries(
      db,
      rows.slice(i, i + LOOKUP).map((row) => row.email.toLowerCase()),
    );
    for (const [key, entry] of found) known.set(key, entry);
  }
  const plan: ImportPlan = {
    total: read.rows.length + read.refused.length,
    add: [],
    update: [],
    unchanged: 0,
    refused,
  };
  for (const row of rows) {
    const entry = known.get(row.email.toLowerCase());
    if (!entry) plan.add.push(row);
    else if (tellsMore(row, entry)) plan.update.push(row);
    else plan.unchanged += 1;
  }
  return plan;
}

/** Whether a row knows what the list does not: an earlier join, a confirmation, a source. */
function tellsMore(row: ImportRow, entry: KnownEntry): boolean {
  return (
    (row.joinedAt !== null && row.joinedAt < entry.createdAt) ||
    (row.confirmedAt !== null && entry.status === "pending") ||
    (!entry.hasSource && (row.utmSource !== null || row.referrerHost !== null))
  );
}

/** Who imports: an admin in the launch room, or the shell's user at the command line. */
export type ImportActor = Pick<TeamActor, "email"> & { id: string | null; ipAddress: string | null };

export type ImportResult = { added: number; updated: number; unchanged: number; refused: number };

/**
 * Carries a plan out, a batch a transaction: new members as the file has them (their join time,
 * their source, confirmed when the row says when), each new pending one asked to confirm (one
 * mail, through the outbox, and no other until they do), member.joined for the webhooks; then
 * what the other rows add. Audited once, with its counts, as `actor`.
 */
export async function carryOutImport(
  db: Db,
  plan: ImportPlan,
  actor: ImportActor,
  { file, onBatch }: { file: string; onBatch?: (done: number) => void },
): Promise<ImportResult> {
  const now = new Date();
  const webhooks = await hasSubscribers(db, "member.joined");
  let added = 0;
  let updated = 0;
  for (let i = 0; i < plan.add.length; i += BATCH) {
    const batch = plan.add.slice(i, i + BATCH).map((row) => newEntry(row, now));
    added += await db.transaction(async (tx) => {
      const inserted = await insertImportedEntries(tx, batch);
      if (webhooks) for (const entry of inserted) await enqueueJoinedWebhook(tx, entry.id);
      return inserted.length;
    });
    onBatch?.(i + batch.length);
  }
  for (let i = 0; i < plan.update.length; i += BATCH) {
    const batch: ImportedUpdate[] = plan.update.slice(i, i + BATCH);
    updated += await db.transaction((tx) => applyImportedUpdates(tx, batch));
    onBatch?.(plan.add.length + i + batch.length);
  }
  const result = {
    added,
    updated,
    unchanged: plan.unchanged + (plan.add.length - added),
    refused: plan.refused.length,
  };
  await recordAudit(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: AUDIT_ACTIONS.waitlistImported,
    subject: file,
    details: { rows: plan.total, ...result },
    ipAddress: actor.ipAddress,
  });
  return result;
}

function newEntry(row: ImportRow, now: Date): NewImportedEntry {
  return {
    fullName: row.fullName,
    email: row.email,
    primaryActivity: row.primaryActivity,
    createdAt: row.joinedAt ?? now,
    confirmedAt: row.confirmedAt,
    confirmNonce: row.confirmedAt ? null : newConfirmNonce(),
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    referrerHost: row.referrerHost,
    emailCanonical: canonicalEmail(row.email),
  };
}

/*
 * The launch room's import: the uploaded file is checked, then kept (waitlist_imports) so that its
 * plan can be shown before anything is written; taking it away to import or discard it deletes it.
 */

/** Keeps an uploaded list whose file can be read; its id, or why the file as a whole cannot be read. */
export async function keepImportFile(
  db: Db,
  { fileName, bytes }: { fileName: string; bytes: Uint8Array },
  actor: ImportActor,
): Promise<{ ok: true; id: string } | { ok: false; problem: string }> {
  const read = readImportFile(bytes, new Date());
  if (!read.ok) return read;
  const content = new TextDecoder().decode(bytes);
  return {
    ok: true,
    id: await insertImportFile(db, { fileName, content, createdBy: actor.id ?? actor.email }),
  };
}

/** A kept list's plan, against the list as it is now. */
export async function planKeptImport(db: Db, content: string): Promise<ImportPlan> {
  const read = readImportFile(new TextEncoder().encode(content), new Date());
  // It could be read when it was kept, and its text has not changed since.
  if (!read.ok) throw new Error(`a kept import no longer reads: ${read.problem}`);
  return planImport(db, read);
}

/** Takes a kept list and imports it as planned now: its file name and counts; undefined when it was taken already. */
export async function importKeptFile(
  db: Db,
  id: string,
  actor: ImportActor,
): Promise<{ fileName: string; result: ImportResult } | undefined> {
  const file = await takeImportFile(db, id);
  if (!file) return undefined;
  const plan = await planKeptImport(db, file.content);
  return { fileName: file.fileName, result: await carryOutImport(db, plan, actor, { file: file.fileName }) };
}

/** Forgets a kept list without importing it; false when it was gone already. */
export async function discardKeptFile(db: Db, id: string): Promise<boolean> {
  return (await takeImportFile(db, id)) !== undefined;
}
