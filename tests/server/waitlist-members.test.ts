import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { findWaitlistEntryByEmail, findWaitlistEntryById } from "../../app/db/waitlist.server";
import { placeOf } from "../../app/db/waitlist-place.server";
import { enqueueMail } from "../../app/db/mail-outbox.server";
import { waitlistMailRenderers } from "../../app/features/waitlist/mail.server";
import {
  checkConfirmLink,
  checkUnsubscribeLink,
  confirmMember,
  memberStatus,
  unsubscribeMember,
} from "../../app/features/waitlist/members.server";
import { waitlistTokens } from "../../app/features/waitlist/tokens.server";
import { type TestDatabase, databaseKinds } from "../../dev/harness/databases";

import { SECRET, emptyWaitlist, joiner, members, outbox, valid } from "../support/server-waitlist";

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = "https://modura.example";

describe.each(databaseKinds())("waitlist members on $label", (kind) => {
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

  const tokens = waitlistTokens(SECRET);
  const entry = async (email = valid.email) => (await findWaitlistEntryByEmail(database.db, email))!;

  /** Joins `email` and answers the confirmation link its email would carry. */
  async function joinAndLink(email = valid.email, extra: Record<string, unknown> = {}) {
    await joiner(database.db, { max: 100 }).join({ ...valid, email, ...extra });
    const row = await entry(email);
    return { row, confirmToken: tokens.confirm(row.id, row.confirmNonce!) };
  }

  async function joinAndConfirm(email = valid.email, extra: Record<string, unknown> = {}) {
    const { confirmToken } = await joinAndLink(email, extra);
    expect(await confirmMember(members(database.db), confirmToken)).toMatchObject({ kind: "confirmed" });
    return entry(email);
  }

  describe("confirming", () => {
    it("confirms with a current link: confirmed, time set, nonce cleared, status email queued", async () => {
      const { row, confirmToken } = await joinAndLink();
      expect(await checkConfirmLink(members(database.db), confirmToken)).toEqual({ kind: "ready" });
      // Checking changed nothing (a GET, or a mail scanner, never confirms).
      expect((await entry()).status).toBe("pending");

      expect(await confirmMember(members(database.db), confirmToken)).toEqual({
        kind: "confirmed",
        statusToken: tokens.status(row.id),
      });
      const after = await entry();
      expect(after).toMatchObject({ status: "confirmed", confirmNonce: null });
      expect(after.confirmedAt).toBeInstanceOf(Date);
      expect((await outbox(database.db)).map((m) => m.kind)).toEqual(["waitlist-confirm", "waitlist-status"]);
      expect(await placeOf(database.db, row.id)).toEqual({
        id: row.id,
        place: 1,
        confirmedReferrals: 0,
        membersInLine: 1,
      });
    });

    it("answers a reused link with 'already confirmed' and the status token, changing nothing", async () => {
      const { row, confirmToken } = await joinAndLink();
      await confirmMember(members(database.db), confirmToken);
      const confirmedAt = (await entry()).confirmedAt;
      const again = { kind: "already-confirmed", statusToken: tokens.status(row.id) };
      expect(await confirmMember(members(database.db), confirmToken)).toEqual(again);
      expect(await checkConfirmLink(members(database.db), confirmToken)).toEqual(again);
      expect((await entry()).confirmedAt).toEqual(confirmedAt);
      expect(await outbox(database.db)).toHaveLength(2);
    });

    it("refuses an expired link of a pending member, and still tells a confirmed one where they stand", async () => {
      const { row, confirmToken } = await joinAndLink();
      const late = members(database.db, { now: Date.now() + 7 * DAY + 60_000 });
      expect(await checkConfirmLink(late, confirmToken)).toEqual({ kind: "expired" });
      expect(await confirmMember(late, confirmToken)).toEqual({ kind: "expired" });
      expect((await entry()).status).toBe("pending");

      // A link six days old still works.
      expect(
        await confirmMember(members(database.db, { now: Date.now() + 6 * DAY }), confirmToken),
      ).toMatchObject({
        kind: "confirmed",
      });
      expect(await confirmMember(late, confirmToken)).toEqual({
        kind: "already-confirmed",
        statusToken: tokens.status(row.id),
      });
    });

    it("refuses a link replaced by a newer one, and confirms with the newer one", async () => {
      const { confirmToken: first } = await joinAndLink();
      const { confirmToken: second } = await joinAndLink();
      expect(await confirmMember(members(database.db), first)).toEqual({ kind: "invalid" });
      expect((await entry()).status).toBe("pending");
      expect(await confirmMember(members(database.db), second)).toMatchObject({ kind: "confirmed" });
    });

    it("refuses tampered, foreign, wrong-purpose and malformed tokens, changing nothing", async () => {
      const { row, confirmToken } = await joinAndLink();
      const [text, signature] = confirmToken.split(".") as [string, string];
      const payload = JSON.parse(Buffer.from(text, "base64url").toString()) as Record<string, unknown>;
      const longer = Buffer.from(JSON.stringify({ ...payload, x: (payload.x as number) + 365 * 86400 }));
      const bad: unknown[] = [
        `${longer.toString("base64url")}.${signature}`,
        waitlistTokens("another-secret-of-at-least-32-characters").confirm(row.id, row.confirmNonce!),
        tokens.status(row.id),
        tokens.unsubscribe(row.id),
        `${text}.${signature.slice(0, -1)}`,
        "",
        undefined,
        ["an", "array"],
      ];
      for (const token of bad) {
        expect(await confirmMember(members(database.db), token)).toEqual({ kind: "invalid" });
        expect(await checkConfirmLink(members(database.db), token)).toEqual({ kind: "invalid" });
      }
      expect(await entry()).toMatchObject({ status: "pending", confirmNonce: row.confirmNonce });
      expect(await outbox(database.db)).toHaveLength(1);
    });

    it("refuses the link of a member who is gone", async () => {
      const { row, confirmToken } = await joinAndLink();
      await unsubscribeMember(members(database.db), tokens.unsubscribe(row.id));
      expect(await confirmMember(members(database.db), confirmToken)).toEqual({ kind: "invalid" });
    });

    it("confirms once when the same link is posted 10 times at once", async () => {
      const { confirmToken } = await joinAndLink();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => confirmMember(members(database.db), confirmToken)),
      );
      expect(results.filter((r) => r.kind === "confirmed")).toHaveLength(1);
      expect(results.filter((r) => r.kind === "already-confirmed")).toHaveLength(9);
      expect((await outbox(database.db)).filter((m) => m.kind === "waitlist-status")).toHaveLength(1);
    });
  });

  describe("status", () => {
    it("tells a pending member they are pending, and a confirmed one their place, code and referrals", async () => {
      const { row } = await joinAndLink();
      expect(await memberStatus(members(database.db), tokens.status(row.id))).toEqual({
        kind: "pending",
        name: valid.fullName,
        unsubscribeToken: tokens.unsubscribe(row.id),
      });
      const ada = await joinAndConfirm();
      await joinAndConfirm("grace@example.com", { ref: ada.referralCode, fullName: "Grace Hopper" });
      expect(await memberStatus(members(database.db), tokens.status(ada.id))).toEqual({
        kind: "confirmed",
        name: valid.fullName,
        place: 1,
        membersInLine: 2,
        referralCode: ada.referralCode,
        confirmedReferrals: 1,
        unsubscribeToken: tokens.unsubscribe(ada.id),
      });
    });

    it("refuses other tokens, and says when the member has left", async () => {
      const ada = await joinAndConfirm();
      expect(await memberStatus(members(database.db), tokens.unsubscribe(ada.id))).toEqual({
        kind: "invalid",
      });
      expect(await memberStatus(members(database.db), "nope")).toEqual({ kind: "invalid" });
      await unsubscribeMember(members(database.db), tokens.unsubscribe(ada.id));
      expect(await memberStatus(members(database.db), tokens.status(ada.id))).toEqual({ kind: "removed" });
    });
  });

  describe("referrals move places", () => {
    /** Twelve confirmed members m1…m12, joined in that order. */
    async function twelve() {
      const list = [];
      for (let i = 1; i <= 12; i++) list.push(await joinAndConfirm(`m${i}@example.com`));
      return list;
    }
    const placeOfEmail = async (email: string) =>
      (await placeOf(database.db, (await entry(email)).id))?.place;

    it("counts a referral once it is confirmed, not while it is pending", async () => {
      const list = await twelve();
      expect(await placeOfEmail("m12@example.com")).toBe(12);
      const { confirmToken } = await joinAndLink("friend@example.com", { ref: list[11]!.referralCode });
      expect(await placeOfEmail("m12@example.com")).toBe(12);
      await confirmMember(members(database.db), confirmToken);
      // 12 - 10 = 2, level with m2, who joined first.
      expect(await placeOfEmail("m12@example.com")).toBe(3);
      expect(await placeOfEmail("m2@example.com")).toBe(2);
      expect(await placeOfEmail("m3@example.com")).toBe(4);
      expect(await placeOfEmail("friend@example.com")).toBe(13);
    });

    it("never counts a self-referral, even one written into the database", async () => {
      const list = await twelve();
      const m12 = list[11]!;
      await database.db.execute(sql`update waitlist_entries set referred_by = id where id = ${m12.id}`);
      expect(await placeOf(database.db, m12.id)).toMatchObject({ place: 12, confirmedReferrals: 0 });
    });

    it("gives a pending member no place", async () => {
      const { row } = await joinAndLink();
      expect(await placeOf(database.db, row.id)).toBeUndefined();
    });
  });

  describe("unsubscribing", () => {
    it("removes the member and their waitlist mail; their referral keeps its place and loses the link", async () => {
      const list = [];
      for (let i = 1; i <= 12; i++) list.push(await joinAndConfirm(`m${i}@example.com`));
      const m12 = list[11]!;
      const friend = await joinAndConfirm("friend@example.com", { ref: m12.referralCode });
      expect((await placeOf(database.db, m12.id))!.place).toBe(3);
      await enqueueMail(database.db, { recipient: "M12@example.com", kind: "account-reset", payload: {} });

      const token = tokens.unsubscribe(m12.id);
      expect(await checkUnsubscribeLink(members(database.db), token)).toEqual({
        kind: "member",
        email: "m12@example.com",
        name: valid.fullName,
      });
      expect(await findWaitlistEntryById(database.db, m12.id)).toBeDefined();
      expect(await unsubscribeMember(members(database.db), token)).toEqual({ kind: "removed" });

      expect(await findWaitlistEntryById(database.db, m12.id)).toBeUndefined();
      const left = await outbox(database.db);
      expect(left.filter((m) => m.recipient.toLowerCase() === "m12@example.com")).toEqual([
        { recipient: "M12@example.com", kind: "account-reset", payload: {} },
      ]);
      expect(left.filter((m) => m.recipient === "friend@example.com")).toHaveLength(2);
      expect(await findWaitlistEntryById(database.db, friend.id)).toMatchObject({ referredBy: null });
      expect((await placeOf(database.db, friend.id))!.place).toBe(12);

      // Again (a mail program's one-click may post twice): the same answer.
      expect(await unsubscribeMember(members(database.db), token)).toEqual({ kind: "removed" });
      expect(await checkUnsubscribeLink(members(database.db), token)).toEqual({ kind: "removed" });
    });

    it("refuses any other token and removes nothing", async () => {
      const ada = await joinAndConfirm();
      for (const token of [tokens.status(ada.id), "x.y", undefined]) {
        expect(await unsubscribeMember(members(database.db), token)).toEqual({ kind: "invalid" });
        expect(await checkUnsubscribeLink(members(database.db), token)).toEqual({ kind: "invalid" });
      }
      expect(await findWaitlistEntryById(database.db, ada.id)).toBeDefined();
    });
  });

  describe("mail renderers", () => {
    const context = () => ({ db: database.db, publicUrl: PUBLIC_URL, secret: SECRET });
    const confirmMail = waitlistMailRenderers["waitlist-confirm"]!;
    const statusMail = waitlistMailRenderers["waitlist-status"]!;
    const linkIn = (text: string, page: string) =>
      decodeURIComponent(
        new RegExp(`${PUBLIC_URL}/waitlist/${page}\\?token=([^\\s)\\]">]+)`).exec(text)![1]!,
      );

    it("writes a confirmation whose link confirms, with status and unsubscribe links", async () => {
      const { row } = await joinAndLink();
      const mail = (await confirmMail({ entryId: row.id, nonce: row.confirmNonce }, context()))!;
      expect(mail.subject).toMatch(/confirm/i);
      // No typed name in mail to an address nobody has confirmed yet.
      expect(mail.text).not.toContain(valid.fullName);
      expect(mail.headers?.["List-Unsubscribe"]).toMatch(`<${PUBLIC_URL}/waitlist/unsubscribe?token=`);
      expect(linkIn(mail.text, "status")).toBe(tokens.status(row.id));
      expect(linkIn(mail.text, "unsubscribe")).toBe(tokens.unsubscribe(row.id));
      expect(await confirmMember(members(database.db), linkIn(mail.text, "confirm"))).toMatchObject({
        kind: "confirmed",
      });
    });

    it("drops a confirmation that is no longer wanted: replaced, confirmed, member gone, payload broken", async () => {
      const { row: first } = await joinAndLink();
      const { row: second } = await joinAndLink();
      expect(await confirmMail({ entryId: first.id, nonce: first.confirmNonce }, context())).toBeNull();
      expect(await confirmMail({ entryId: second.id, nonce: second.confirmNonce }, context())).not.toBeNull();
      await confirmMember(members(database.db), tokens.confirm(second.id, second.confirmNonce!));
      expect(await confirmMail({ entryId: second.id, nonce: second.confirmNonce }, context())).toBeNull();
      for (const payload of [
        {},
        null,
        "x",
        { entryId: "not-a-uuid", nonce: "abc" },
        { entryId: second.id },
      ]) {
        expect(await confirmMail(payload, context())).toBeNull();
      }
      const { row: gone } = await joinAndLink("gone@example.com");
      await unsubscribeMember(members(database.db), tokens.unsubscribe(gone.id));
      expect(await confirmMail({ entryId: gone.id, nonce: gone.confirmNonce }, context())).toBeNull();
    });

    it("writes the status with the place as it is when sent and the referral link; drops it for a member gone", async () => {
      await joinAndConfirm("first@example.com");
      const ada = await joinAndConfirm();
      const mail = (await statusMail({ entryId: ada.id }, context()))!;
      expect(mail.subject).toContain("#2");
      expect(mail.text).toContain(`${PUBLIC_URL}/?ref=${ada.referralCode}`);
      expect(linkIn(mail.text, "status")).toBe(tokens.status(ada.id));
      await unsubscribeMember(members(database.db), tokens.unsubscribe(ada.id));
      expect(await statusMail({ entryId: ada.id }, context())).toBeNull();
    });
  });
});
