// @module-tag database
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rowsOf } from "../../app/db/rows";
import { placeOf, placesInLine } from "../../app/db/waitlist-place.server";
import { confirmMember } from "../../app/features/waitlist/members.server";
import { waitlistTokens } from "../../app/features/waitlist/tokens.server";
import { type TestDatabase, databaseKinds } from "../../dev/harness/databases";

import { type LineMember, orderByPlace } from "../support/place-oracle";
import { SECRET, emptyWaitlist, joiner, members, outbox, valid } from "../support/server-waitlist";

/** A fixed pseudo-random sequence, so a failure can be run again as it was. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe.each(databaseKinds())("place in line under concurrent joins on $label", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await emptyWaitlist(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("gives the places orderByPlace gives the same rows after 200 concurrent joins with referrals and their confirmations", async () => {
    const next = random(13);
    const { join, errors } = joiner(database.db, { max: 100 });
    const email = (i: number) => `runner${i}@example.com`;

    // The first 100 join at once, without referrals.
    const first = await Promise.all(
      Array.from({ length: 100 }, (_, i) => join({ ...valid, email: email(i) })),
    );
    const codes = rowsOf<{ referral_code: string }>(
      await database.db.execute(sql`select referral_code from waitlist_entries order by email`),
    ).map((r) => r.referral_code);

    // The next 100 join at once, most through one of the first hundred's links (some of them popular),
    // some with codes that lead nowhere, while 10 of the first hundred join again.
    const refFor = (): string | undefined => {
      const roll = next();
      if (roll < 0.3) return codes[Math.floor(next() * 5)];
      if (roll < 0.8) return codes[Math.floor(next() * codes.length)];
      if (roll < 0.9) return "0000000000";
      return undefined;
    };
    const second = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) => join({ ...valid, email: email(100 + i), ref: refFor() })),
      ...Array.from({ length: 10 }, (_, i) => join({ ...valid, email: email(i * 7) })),
    ]);
    expect([...first, ...second].every((o) => o.kind === "joined")).toBe(true);
    expect(errors).toEqual([]);

    // About two thirds confirm, all at once, each with the last link their address was sent.
    const latest = new Map<string, string>();
    for (const mail of await outbox(database.db)) {
      if (mail.kind === "waitlist-confirm") latest.set(mail.payload.entryId!, mail.payload.nonce!);
    }
    expect(latest.size).toBe(200);
    const tokens = waitlistTokens(SECRET);
    const confirming = [...latest].filter(() => next() < 0.67);
    const results = await Promise.all(
      confirming.map(([id, nonce]) => confirmMember(members(database.db), tokens.confirm(id, nonce))),
    );
    expect(results.every((r) => r.kind === "confirmed")).toBe(true);

    // The oracle gets the rows with their join order as the database sees it (microseconds, then id).
    const rows = rowsOf<{
      id: string;
      status: LineMember["status"];
      referred_by: string | null;
      join_order: string;
    }>(
      await database.db.execute(sql`
        select id, status, referred_by, row_number() over (order by created_at, id) as join_order
          from waitlist_entries`),
    );
    expect(rows).toHaveLength(200);
    const oracle = orderByPlace(
      rows.map((r) => ({
        id: r.id,
        status: r.status,
        referredBy: r.referred_by,
        joinedAt: Number(r.join_order),
      })),
    );
    expect(oracle).toHaveLength(confirming.length);
    // The data is worth testing: referrals counted, some of them moving people to the front.
    expect(oracle.filter((p) => p.confirmedReferrals > 0).length).toBeGreaterThan(10);

    expect(await placesInLine(database.db)).toEqual(oracle);
    for (const expected of oracle.filter((_, i) => i % 10 === 0)) {
      expect(await placeOf(database.db, expected.id)).toEqual({ ...expected, membersInLine: oracle.length });
    }
  });
});
