import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "../../app/db/queryable";
import { rowsOf } from "../../app/db/rows";
import { waitlistEntries } from "../../app/db/schema";
import {
  type MemberFilters,
  countMembersUpTo,
  listMembers,
  memberBatches,
} from "../../app/db/team-members.server";
import { type TestDatabase, databaseKinds } from "../../dev/harness/databases";

/**
 * The members search (decision 036) is a LIKE that the trigram indexes answer on PostgreSQL; it
 * must find exactly the members the strpos of before found, on either database, whatever the
 * search holds: part of a word, another case, accents, and LIKE's own %, _ and \.
 */
const PEOPLE: [name: string, email: string][] = [
  ["Zoë Ünal", "zoe.unal@example.com"],
  ["ZOË BRANDT", "zb@example.org"],
  ["Chloé Martin", "chloe.m@example.com"],
  ["chloe plain", "plain_chloe@example.com"],
  ["50% Off Club", "deals@example.com"],
  ["5000 Offers", "offers@example.com"],
  ["under_score", "x_y@example.com"],
  ["underXscore", "xay@example.com"],
  ["Back\\Slash", "back\\slash@example.com"],
  ["Ann-Marie O'Neil", "ann@example.net"],
  ["İpek Yılmaz", "ipek@example.com"],
  ["Smith", "percent%sign@example.com"],
  ["Smithson Jr", "SMITHSON@EXAMPLE.COM"],
];

const SEARCHES = [
  "zoë",
  "ZOË",
  "zoe",
  "É",
  "chlo",
  "CHLOÉ",
  "50%",
  "%",
  "_",
  "under_",
  "x_y",
  "\\",
  "\\s",
  "o'n",
  "ü",
  "ı",
  "İ",
  "smith",
  "SMITHSON@",
  "@example.",
  ".com",
  "nobody at all",
];

describe.each(databaseKinds())("the members search on $label", (kind) => {
  let database: TestDatabase;
  let db: Db;
  const start = Date.UTC(2026, 5, 1);

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    await db.insert(waitlistEntries).values(
      PEOPLE.map(([fullName, email], i) => ({
        id: randomUUID(),
        fullName,
        email,
        primaryActivity: "trail",
        createdAt: new Date(start + i * 60_000),
      })),
    );
  });

  afterAll(async () => {
    await database.dispose();
  });

  /** The members strpos found before the change, in the name order. */
  async function foundBefore(q: string): Promise<string[]> {
    return rowsOf<{ id: string }>(
      await db.execute(sql`
        select id from waitlist_entries
         where strpos(lower(full_name), lower(${q})) > 0 or strpos(lower(email), lower(${q})) > 0
         order by lower(full_name), id`),
    ).map((row) => row.id);
  }

  async function foundNow(filters: MemberFilters): Promise<string[]> {
    const ids: string[] = [];
    for await (const batch of memberBatches(db, filters, 5)) ids.push(...batch.map((m) => m.id));
    return ids;
  }

  it("finds the same members as before for every tricky search, in the view's order and count", async () => {
    for (const q of SEARCHES) {
      const expected = await foundBefore(q);
      expect(await foundNow({ q, sort: "name" }), q).toEqual(expected);
      expect(await countMembersUpTo(db, { q, sort: "newest" }, 100), q).toBe(expected.length);
    }
    const names = async (q: string) => {
      const { rows } = await listMembers(db, { q, sort: "name" }, 50);
      return rows.map((row) => row.name);
    };
    // LIKE's own characters are only themselves.
    expect(await names("%")).toEqual(["50% Off Club", "Smith"]);
    expect(await names("_")).toEqual(["chloe plain", "under_score"]);
    expect(await names("under_")).toEqual(["under_score"]);
    expect(await names("\\s")).toEqual(["Back\\Slash"]);
    // Any case; an accent is a letter of its own.
    expect(await names("smithson@")).toEqual(["Smithson Jr"]);
    expect(await names("chloé")).toEqual(["Chloé Martin"]);
    expect(await names("nobody at all")).toEqual([]);
  });

  it("counts up to the cap and one more, then stops", async () => {
    expect(await countMembersUpTo(db, { q: "example", sort: "newest" }, 5)).toBe(6);
    expect(await countMembersUpTo(db, { q: "example", sort: "newest" }, 100)).toBe(PEOPLE.length);
    expect(await countMembersUpTo(db, { q: "example", sort: "newest" }, PEOPLE.length)).toBe(PEOPLE.length);
  });

  it.runIf(kind.label === "PostgreSQL")(
    "finds the same members through the trigram indexes as by reading the table",
    async () => {
      for (const q of SEARCHES) {
        const expected = await foundBefore(q);
        const viaIndex = await db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_indexscan = off`);
          const plan = rowsOf<{ "QUERY PLAN": string }>(
            await tx.execute(sql`explain select id from waitlist_entries
              where lower(full_name) like lower(${`%${q}%`}) or lower(email) like lower(${`%${q}%`})`),
          )
            .map((row) => row["QUERY PLAN"])
            .join("\n");
          expect(plan, q).toContain("waitlist_entries_name_trgm_idx");
          const found: string[] = [];
          for await (const batch of memberBatches(tx as unknown as Db, { q, sort: "name" }, 50))
            found.push(...batch.map((m) => m.id));
          return found;
        });
        expect(viaIndex, q).toEqual(expected);
      }
    },
  );
});
