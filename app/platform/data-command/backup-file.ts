/**
 * What a backup file is (`npm run data -- backup FILE`, and the scheduled ones in BACKUP_DIR): one
 * line that says which kind it is, then the database's own dump, untouched:
 *
 *   MODURA-BACKUP {"version":1,"kind":"pglite","createdAt":"…"}\n<PGlite's data directory, tar.gz>
 *   MODURA-BACKUP {"version":1,"kind":"postgres","createdAt":"…"}\n<pg_dump --format=custom>
 *
 * so `tail -n +2 FILE` is the dump for the tools that made it (tar, pg_restore). A plain
 * `pg_dump --format=custom` file (what docs/operations.md said to make before) is read as a
 * PostgreSQL backup too.
 */

export type BackupKind = "pglite" | "postgres";

export type BackupHeader = {
  version: 1;
  kind: BackupKind;
  createdAt: string;
  /**
   * The generated secret of DATA_DIR/auth-secret, when the server used one (BETTER_AUTH_SECRET
   * unset): second factors are encrypted with it, so a restore without it would lock the team out.
   */
  authSecret?: string;
};

const MAGIC = "MODURA-BACKUP ";
/** pg_dump's custom format starts with these bytes. */
const PG_DUMP_MAGIC = "PGDMP";
/** A header is a short line; more than this without a newline is no header of ours. */
export const MAX_HEADER_BYTES = 4096;

export const KIND_NAMES: Record<BackupKind, string> = {
  pglite: "the embedded database (PGlite)",
  postgres: "PostgreSQL",
};

export function headerLine(header: BackupHeader): Buffer {
  return Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`, "utf8");
}

export type ReadHeader =
  { ok: true; header: BackupHeader; payloadOffset: number } | { ok: false; error: string };

/** Reads what kind of backup a file is from its first bytes (at least MAX_HEADER_BYTES of them, or all). */
export function readHeader(start: Buffer): ReadHeader {
  if (start.subarray(0, PG_DUMP_MAGIC.length).toString("latin1") === PG_DUMP_MAGIC)
    return { ok: true, header: { version: 1, kind: "postgres", createdAt: "" }, payloadOffset: 0 };
  const notOurs = {
    ok: false,
    error: "is not a backup made by npm run data -- backup (nor a pg_dump --format=custom file)",
  } as const;
  if (start.subarray(0, MAGIC.length).toString("latin1") !== MAGIC) return notOurs;
  const end = start.indexOf(0x0a);
  if (end < 0 || end > MAX_HEADER_BYTES) return notOurs;
  let value: unknown;
  try {
    value = JSON.parse(start.subarray(MAGIC.length, end).toString("utf8"));
  } catch {
    return notOurs;
  }
  const header = value as Partial<BackupHeader>;
  if (typeof header !== "object" || header === null) return notOurs;
  if (header.version !== 1)
    return {
      ok: false,
      error: `is a backup of format version ${JSON.stringify(header.version)}, which this version cannot read`,
    };
  if (header.kind !== "pglite" && header.kind !== "postgres") return notOurs;
  return {
    ok: true,
    header: {
      version: 1,
      kind: header.kind,
      createdAt: typeof header.createdAt === "string" ? header.createdAt : "",
      ...(typeof header.authSecret === "string" && header.authSecret
        ? { authSecret: header.authSecret }
        : {}),
    },
    payloadOffset: end + 1,
  };
}

/** A scheduled backup's file name: sortable, in UTC, e.g. modura-20261128T083000Z.backup. */
export function scheduledName(at: Date): string {
  return `modura-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.backup`;
}

const SCHEDULED = /^modura-(\d{8}T\d{6}Z)\.backup$/;

/** When a scheduled backup was taken, from its name; undefined for any other file. */
export function scheduledAt(name: string): Date | undefined {
  const stamp = SCHEDULED.exec(name)?.[1];
  if (!stamp) return undefined;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/**
 * Which scheduled backups to delete so that `keep` remain: the oldest ones. Files of other names
 * (a backup someone copied there by hand, a partial one) are never touched.
 */
export function backupsToPrune(names: string[], keep: number): string[] {
  const scheduled = names.filter((name) => scheduledAt(name)).sort();
  return scheduled.slice(0, Math.max(0, scheduled.length - keep));
}
