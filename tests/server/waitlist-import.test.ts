// @module-tag database
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../../app/db/client.server";
import { suppressAddress } from "../../app/db/mail-suppressions.server";
import { mailOutbox, teamAudit, waitlistEntries } from "../../app/db/schema";
import { MEMBER_CSV_HEADER } from "../../app/features/team/members-csv";
import { readImportFile } from "../../app/features/waitlist/import-rows";
import { carryOutImport, planImport } from "../../app/features/waitlist/import.server";
import { type CommandTarget, commandTargets, runCommand } from "../support/command-runs";

/**
 * A list brought into the waitlist with `npm run waitlist -- import FILE [--apply]`, on each
 * database: planned without writing, carried out in batches with the file's join times and
 * sources, each new address asked once to confirm, and a second import of the same file changing
 * nothing. Reading rows and refusing files: app/features/waitlist/import-rows.test.ts.
 */

const row = (cells: Record<string, string>) => MEMBER_CSV_HEADER.map((name) => cells[name] ?? "").join(",");

/** A file in the export's own format: three new pending, two new confirmed, two already listed, a repeat, a bad row. */
const FILE = [
  MEMBER_CSV_HEADER.join(","),
  row({
    name: "New One",
    email: "new1@example.com",
    activity: "trail",
    joined_at: "2025-03-01T10:00:00.000Z",
    utm_source: "newsletter",
  }),
  row({
    name: "New Two",
    email: "new2@example.com",
    activity: "tennis",
    joined_at: "2025-03-02T10:00:00.000Z",
    referrer_host: "shop.example",
  }),
  row({
    name: "Suppressed Sam",
    email: "bounced@example.com",
    activity: "gym",
    joined_at: "2025-03-03T10:00:00.000Z",
  }),
  row({
    name: "Confirmed Cleo",
    email: "cleo@example.com",
    activity: "walking",
    joined_at: "2025-03-04T10:00:00.000Z",
    confirmed_at: "2025-03-04T11:00:00.000Z",
  }),
  row({
    name: "Confirmed Dan",
    email: "dan@example.com",
    activity: "casual",
    joined_at: "2025-03-05T10:00:00.000Z",
    confirmed_at: "2025-03-06T11:00:00.000Z",
  }),
  // Already listed and pending, joined later than the file says: the file's join and confirmation win.
  row({
    name: "Listed Pat",
    email: "PAT@example.com",
    activity: "trail",
    joined_at: "2025-01-01T00:00:00.000Z",
    confirmed_at: "2025-01-02T00:00:00.000Z",
  }),
  // Already listed, and the file knows nothing more.
  row({ name: "Listed Quinn", email: "quinn@example.com", activity: "gym" }),
  row({ name: "Repeat", email: "new1@example.com", activity: "gym" }),
  row({ name: "Broken", email: "not an address", activity: "gym" }),
].join("\r\n");

const targets = commandTargets("modura-import");

describe.each(targets)("importing a list on $label", ({ make }) => {
  let target: CommandTarget;
  let file: string;
  const withDatabase = async <T>(use: (database: Database) => Promise<T>): Promise<T> => {
    const database = await target.open();
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  };
  const entries = (database: Database) =>
    database.db.select().from(waitlistEntries).orderBy(asc(waitlistEntries.createdAt));
  const confirmations = (database: Database) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "waitlist-confirm"));

  beforeAll(async () => {
    target = await make();
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "modura-import-file-")), "newsletter.csv");
    fs.writeFileSync(file, `\uFEFF${FILE}`);
    await withDatabase(async ({ db }) => {
      await db.insert(waitlistEntries).values([
        {
          fullName: "Listed Pat",
          email: "pat@example.com",
          primaryActivity: "trail",
          confirmNonce: "old-nonce",
        },
        {
          fullName: "Listed Quinn",
          email: "quinn@example.com",
          primaryActivity: "gym",
          status: "confirmed",
          confirmedAt: new Date("2026-11-01T00:00:00Z"),
          createdAt: new Date("2026-11-01T00:00:00Z"),
          utmSource: "site",
        },
      ]);
      await suppressAddress(db, { email: "bounced@example.com", reason: "bounce", source: "smtp" });
    });
  });
  afterAll(async () => {
    await target?.dispose();
    if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it("prints the plan and writes nothing, then carries it out with --apply: join times, sources, one confirmation each", async () => {
    const before = await withDatabase(async (database) => (await entries(database)).length);
    const planned = await runCommand("waitlist", ["import", file], target.env);
    expect(planned.stderr).toBe("");
    expect(planned.code).toBe(0);
    expect(planned.stdout.split("\n").slice(0, 8)).toEqual([
      `${file}: 9 rows`,
      "  to add            5",
      "  to update         1  (an earlier join, a confirmation or a source the list lacks)",
      "  unchanged         1  (on the list already)",
      "  refused           2",
      "    line 9: The same address as line 2.",
      "    line 10: Please enter a valid email address. (email)",
      "Nothing was written: run it again with --apply to import.",
    ]);
    expect(await withDatabase(async (database) => (await entries(database)).length)).toBe(before);

    const applied = await runCommand("waitlist", ["import", file, "--apply"], target.env);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain(
      "Imported: 5 added (each asked to confirm unless the file says when they did), 1 updated, 1 unchanged, 2 refused.",
    );
    expect(applied.stderr).toContain("6 of 6 rows written");

    await withDatabase(async (database) => {
      const byEmail = new Map((await entries(database)).map((e) => [e.email.toLowerCase(), e]));
      expect(byEmail.get("new1@example.com")).toMatchObject({
        status: "pending",
        createdAt: new Date("2025-03-01T10:00:00.000Z"),
        utmSource: "newsletter",
      });
      expect(byEmail.get("new2@example.com")).toMatchObject({
        referrerHost: "shop.example",
        status: "pending",
      });
      expect(byEmail.get("cleo@example.com")).toMatchObject({
        status: "confirmed",
        confirmedAt: new Date("2025-03-04T11:00:00.000Z"),
        confirmNonce: null,
      });
      expect(byEmail.get("pat@example.com")).toMatchObject({
        fullName: "Listed Pat",
        status: "confirmed",
        createdAt: new Date("2025-01-01T00:00:00.000Z"),
        confirmedAt: new Date("2025-01-02T00:00:00.000Z"),
        confirmNonce: null,
      });
      expect(byEmail.get("quinn@example.com")).toMatchObject({
        createdAt: new Date("2026-11-01T00:00:00Z"),
        utmSource: "site",
      });
      // One confirmation for each new pending address (the suppressed one too: the outbox never sends it).
      const mail = await confirmations(database);
      expect(mail.map((m) => m.recipient).sort()).toEqual([
        "bounced@example.com",
        "new1@example.com",
        "new2@example.com",
      ]);
      const [audit] = await database.db
        .select()
        .from(teamAudit)
        .where(eq(teamAudit.action, "waitlist imported"));
      expect(audit).toMatchObject({
        actorEmail: expect.stringMatching(/^cli:/),
        subject: "newsletter.csv",
        details: { rows: 9, added: 5, updated: 1, unchanged: 1, refused: 2 },
      });
    });
  });

  it("changes nothing when the same file is imported again", async () => {
    await withDatabase(async (database) => {
      const before = { entries: await entries(database), mail: await confirmations(database) };
      const read = readImportFile(fs.readFileSync(file), new Date());
      if (!read.ok) throw new Error(read.problem);
      const plan = await planImport(database.db, read);
      expect({ add: plan.add.length, update: plan.update.length, unchanged: plan.unchanged }).toEqual({
        add: 0,
        update: 0,
        unchanged: 7,
      });
      const result = await carryOutImport(
        database.db,
        plan,
        { id: null, email: "cli:test", ipAddress: null },
        { file: "again.csv" },
      );
      expect(result).toEqual({ added: 0, updated: 0, unchanged: 7, refused: 2 });
      expect(await entries(database)).toEqual(before.entries);
      expect(await confirmations(database)).toEqual(before.mail);
    });
  });

  it("refuses a damaged file in one line, exit 2, writing nothing", async () => {
    const damaged = path.join(path.dirname(file), "damaged.csv");
    fs.writeFileSync(
      damaged,
      Buffer.concat([Buffer.from(FILE.slice(0, 200)), Buffer.from([0xff, 0xfe, 0x00, 0xc3])]),
    );
    const before = await withDatabase(async (database) => (await entries(database)).length);
    const refused = await runCommand("waitlist", ["import", damaged, "--apply"], target.env);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe("");
    expect(refused.stderr.trim()).toBe(
      `waitlist: ${damaged} is not imported: The file is not UTF-8 text: save it from the spreadsheet as CSV UTF-8. Nothing was written.`,
    );
    expect(await withDatabase(async (database) => (await entries(database)).length)).toBe(before);
  });
});
