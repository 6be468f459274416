import { describe, expect, it } from "vitest";

import { backupsToPrune, headerLine, readHeader, scheduledAt, scheduledName } from "./backup-file";

describe("a backup file's first line", () => {
  it("says which kind of backup follows, and where its dump starts", () => {
    const line = headerLine({ version: 1, kind: "pglite", createdAt: "2026-11-28T08:00:00.000Z" });
    const file = Buffer.concat([line, Buffer.from([0x1f, 0x8b, 0x08])]);
    expect(readHeader(file)).toEqual({
      ok: true,
      header: { version: 1, kind: "pglite", createdAt: "2026-11-28T08:00:00.000Z" },
      payloadOffset: line.length,
    });
    expect(file[line.length]).toBe(0x1f);
  });

  it("carries the generated auth secret when there is one", () => {
    const line = headerLine({ version: 1, kind: "postgres", createdAt: "x", authSecret: "s3cret" });
    const read = readHeader(line);
    expect(read.ok && read.header.authSecret).toBe("s3cret");
  });

  it("reads a plain pg_dump --format=custom file as a PostgreSQL backup from its first byte", () => {
    expect(readHeader(Buffer.from("PGDMP\x01\x0e\x00"))).toMatchObject({
      ok: true,
      header: { kind: "postgres" },
      payloadOffset: 0,
    });
  });

  it("refuses anything else in one line: another file, a broken header, a later version", () => {
    const notOurs = "is not a backup made by npm run data -- backup (nor a pg_dump --format=custom file)";
    expect(readHeader(Buffer.from("hello\n"))).toEqual({ ok: false, error: notOurs });
    expect(readHeader(Buffer.from([0x1f, 0x8b, 0x08, 0x00]))).toEqual({ ok: false, error: notOurs });
    expect(readHeader(Buffer.from("MODURA-BACKUP {not json\n"))).toEqual({ ok: false, error: notOurs });
    expect(readHeader(Buffer.from('MODURA-BACKUP {"version":1,"kind":"mysql"}\n'))).toEqual({
      ok: false,
      error: notOurs,
    });
    expect(readHeader(Buffer.from(`MODURA-BACKUP {"version":1,"kind":"pglite"}`))).toEqual({
      ok: false,
      error: notOurs,
    });
    expect(readHeader(Buffer.from('MODURA-BACKUP {"version":2,"kind":"pglite"}\n'))).toEqual({
      ok: false,
      error: "is a backup of format version 2, which this version cannot read",
    });
  });
});

describe("scheduled backups' names", () => {
  it("are the UTC time they were taken, to the second, and read back", () => {
    const at = new Date("2026-11-28T08:30:05.123Z");
    expect(scheduledName(at)).toBe("modura-20261128T083005Z.backup");
    expect(scheduledAt("modura-20261128T083005Z.backup")).toEqual(new Date("2026-11-28T08:30:05Z"));
    expect(scheduledAt("modura-20261128T083005Z.backup.partial")).toBeUndefined();
    expect(scheduledAt("before-the-upgrade.backup")).toBeUndefined();
  });

  it("prune the oldest down to KEEP, and never a file of another name", () => {
    const names = [
      "modura-20261127T080000Z.backup",
      "modura-20261125T080000Z.backup",
      "by-hand.backup",
      "modura-20261128T080000Z.backup",
      "modura-20261126T080000Z.backup",
      "modura-20261128T090000Z.backup.partial",
    ];
    expect(backupsToPrune(names, 2)).toEqual([
      "modura-20261125T080000Z.backup",
      "modura-20261126T080000Z.backup",
    ]);
    expect(backupsToPrune(names, 7)).toEqual([]);
  });
});
