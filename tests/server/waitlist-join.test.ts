import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import { confirmMember } from "../../app/features/waitlist/members.server";
import { waitlistTokens } from "../../app/features/waitlist/tokens.server";
import { type TestDatabase, databaseKinds } from "../../dev/harness/databases";

import { SECRET, emptyWaitlist, joiner, members, outbox, valid } from "../support/server-waitlist";

describe.each(databaseKinds())("joining the waitlist on $label", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await emptyWaitlist(database.db);
  });

  const entry = (email = valid.email) => findWaitlistEntryByEmail(database.db, email);

  it("stores a pending entry and queues exactly one confirmation carrying its current nonce", async () => {
    const { join, errors } = joiner(database.db);
    expect(await join(valid)).toEqual({ kind: "joined" });
    const row = await entry();
    expect(row).toMatchObject({ status: "pending", confirmedAt: null, referredBy: null });
    expect(row!.confirmNonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(row!.referralCode).toMatch(/^[0-9a-f]{10}$/);
    expect(await outbox(database.db)).toEqual([
      {
        recipient: valid.email,
        kind: "waitlist-confirm",
        payload: { entryId: row!.id, nonce: row!.confirmNonce },
      },
    ]);
    expect(errors).toEqual([]);
  });

  it("queues nothing and stores nothing when the transaction fails after the upsert", async () => {
    // The outbox refuses this one address, so the transaction fails at its second statement.
    await database.db.execute(
      sql`alter table mail_outbox add constraint test_refuse check (recipient <> 'refused@example.com')`,
    );
    try {
      const { join, errors } = joiner(database.db);
      expect(await join({ ...valid, email: "refused@example.com" })).toEqual({ kind: "unavailable" });
      expect(errors).toHaveLength(1);
      expect(await entry("refused@example.com")).toBeUndefined();
      expect(await outbox(database.db)).toEqual([]);
      // The same join of another address goes through: the failure was the outbox's.
      expect(await join(valid)).toEqual({ kind: "joined" });
      expect(await outbox(database.db)).toHaveLength(1);
    } finally {
      await database.db.execute(sql`alter table mail_outbox drop constraint test_refuse`);
    }
  });

  it("re-sends on a repeat join up to the per-address limit, each link replacing the last, then stops", async () => {
    const { join } = joiner(database.db, { max: 3 });
    const nonces: Array<string | null> = [];
    for (const email of [
      "ada@example.com",
      "ADA@example.com",
      " Ada@Example.COM ",
      "ada@EXAMPLE.com",
      "ada@example.com",
    ]) {
      expect(await join({ ...valid, email })).toEqual({ kind: "joined" });
      nonces.push((await entry())!.confirmNonce);
    }
    const queued = await outbox(database.db);
    expect(queued.map((m) => m.kind)).toEqual(["waitlist-confirm", "waitlist-confirm", "waitlist-confirm"]);
    expect(new Set(queued.map((m) => m.payload.nonce)).size).toBe(3);
    // Over the limit the last link sent keeps working.
    expect(nonces).toEqual([
      queued[0]!.payload.nonce,
      queued[1]!.payload.nonce,
      queued[2]!.payload.nonce,
      queued[2]!.payload.nonce,
      queued[2]!.payload.nonce,
    ]);
    // One row, sent to the address as first given.
    expect(new Set(queued.map((m) => `${m.recipient} ${m.payload.entryId}`))).toEqual(
      new Set([`ada@example.com ${(await entry())!.id}`]),
    );
  });

  it("limits each address on its own", async () => {
    const { join } = joiner(database.db, { max: 1 });
    await join(valid);
    await join(valid);
    await join({ ...valid, email: "grace@example.com" });
    expect((await outbox(database.db)).map((m) => m.recipient)).toEqual([
      "ada@example.com",
      "grace@example.com",
    ]);
  });

  it("sends a confirmed member their status link on a repeat join, and keeps them confirmed", async () => {
    const { join } = joiner(database.db);
    await join(valid);
    const pending = (await entry())!;
    const token = waitlistTokens(SECRET).confirm(pending.id, pending.confirmNonce!);
    expect(await confirmMember(members(database.db), token)).toMatchObject({ kind: "confirmed" });
    await database.db.execute(sql`delete from mail_outbox`);

    expect(await join({ ...valid, fullName: "Ada King" })).toEqual({ kind: "joined" });
    expect(await outbox(database.db)).toEqual([
      { recipient: valid.email, kind: "waitlist-status", payload: { entryId: pending.id } },
    ]);
    expect(await entry()).toMatchObject({ status: "confirmed", confirmNonce: null, fullName: "Ada King" });
  });

  it("counts status emails against the same limit", async () => {
    const { join } = joiner(database.db, { max: 2 });
    await join(valid);
    const pending = (await entry())!;
    await confirmMember(
      members(database.db),
      waitlistTokens(SECRET).confirm(pending.id, pending.confirmNonce!),
    );
    await join(valid);
    await join(valid);
    expect((await outbox(database.db)).map((m) => m.kind)).toEqual([
      "waitlist-confirm",
      "waitlist-status", // queued by the confirmation itself, not limited
      "waitlist-status",
    ]);
  });

  describe("referrals", () => {
    it("records the referrer of a new entry from a known code, in any case", async () => {
      const { join } = joiner(database.db);
      await join(valid);
      const ada = (await entry())!;
      await join({ ...valid, email: "grace@example.com", ref: ` ${ada.referralCode.toUpperCase()} ` });
      expect((await entry("grace@example.com"))!.referredBy).toBe(ada.id);
    });

    it.each([
      ["an unknown code", "abcdef0123"],
      ["a malformed code", "abc'; drop table waitlist_entries; --"],
      ["a code of the wrong type", 1234567],
      ["an empty code", ""],
    ])("ignores %s without failing the join", async (_label, ref) => {
      const { join, errors } = joiner(database.db);
      expect(await join({ ...valid, ref })).toEqual({ kind: "joined" });
      expect(await entry()).toMatchObject({ referredBy: null, status: "pending" });
      expect(await outbox(database.db)).toHaveLength(1);
      expect(errors).toEqual([]);
    });

    it("never changes the referrer of an entry already listed, nor makes anyone their own", async () => {
      const { join } = joiner(database.db, { max: 10 });
      await join(valid);
      await join({ ...valid, email: "grace@example.com" });
      const ada = (await entry())!;
      const grace = (await entry("grace@example.com"))!;
      await join({ ...valid, ref: grace.referralCode });
      await join({ ...valid, ref: ada.referralCode });
      expect((await entry())!.referredBy).toBeNull();
    });
  });
});
