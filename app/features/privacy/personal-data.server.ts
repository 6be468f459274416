import {
  type AccountData,
  type WaitlistRecord,
  accountData,
  deleteFlagsOf,
  deleteQueuedMailTo,
  deleteWebhookDeliveriesAbout,
  verifiedAccountIdByEmail,
  waitlistRecordByEmail,
  waitlistRecordById,
} from "~/db/personal-data.server";
import { unsuppressAddress } from "~/db/mail-suppressions.server";
import type { Db, Queryable } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import { removeWaitlistEntry } from "~/db/waitlist.server";
import type { TeamActor } from "~/platform/team-access.server";
import { enqueueUnsubscribedWebhook } from "~/features/webhooks/emit.server";
import { AUDIT_ACTIONS, PRIVACY_NOTICE_VERSION } from "~/vocabulary";

import { personalDataFile } from "./personal-data";

/**
 * One person's data as one JSON document: their account (with devices, preferences, wishlist) and
 * the waitlist entry of the same address; either may be null. The same shape for a person's own
 * download and for the team's export of one member.
 */
export type PersonalData = {
  exportedAt: string;
  /** The privacy notice in force when the file was made (/privacy). */
  noticeVersion: string;
  account: AccountData["account"] | null;
  devices: AccountData["devices"];
  preferences: AccountData["preferences"];
  wishlist: AccountData["wishlist"];
  waitlist: WaitlistRecord | null;
};

function personalData(
  account: AccountData | undefined,
  waitlist: WaitlistRecord | undefined,
  now: Date,
): PersonalData {
  return {
    exportedAt: now.toISOString(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    account: account?.account ?? null,
    devices: account?.devices ?? [],
    preferences: account?.preferences ?? null,
    wishlist: account?.wishlist ?? [],
    waitlist: waitlist ?? null,
  };
}

/**
 * A signed-in person's own data. Their account's address finds their waitlist entry only once they
 * have proven they hold it: anyone may sign up with another person's address unverified.
 */
export async function personalDataOfUser(
  db: Queryable,
  userId: string,
  now = new Date(),
): Promise<PersonalData | undefined> {
  const account = await accountData(db, userId);
  if (!account) return undefined;
  const waitlist = account.account.emailVerified
    ? await waitlistRecordByEmail(db, account.account.email)
    : undefined;
  return personalData(account, waitlist, now);
}

/**
 * A waitlist member's data for the team, with the verified account of the same address if there is one, and
 * the export's audit entry: who, from where, whose (the member's id, never their address: the
 * audit log is kept for good). Undefined, and nothing audited, when there is no such member.
 */
export async function exportMemberData(
  db: Db,
  entryId: string,
  actor: TeamActor,
  now = new Date(),
): Promise<PersonalData | undefined> {
  return db.transaction(async (tx) => {
    const waitlist = await waitlistRecordById(tx, entryId);
    if (!waitlist) return undefined;
    const userId = await verifiedAccountIdByEmail(tx, waitlist.email);
    const account = userId ? await accountData(tx, userId) : undefined;
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: AUDIT_ACTIONS.memberDataExported,
      subject: entryId,
      details: { account: Boolean(account) },
      ipAddress: actor.ipAddress,
    });
    return personalData(account, waitlist, now);
  });
}

/** What an erasure removed besides the entry itself, as its audit entry and the team's notice say. */
export type Erased = { flags: number; queuedMail: number; webhookDeliveries: number };

/**
 * An admin's erasure of one waitlist member, in one transaction with its audit entry: what
 * unsubscribing removes (the entry, their waitlist mail sent or not, every message naming them),
 * and also their fraud flags, every message still queued to their address whatever its kind, and
 * every webhook delivery about them. Receivers then hear one member.unsubscribed (id and address),
 * as they do when a member leaves, so they can remove the person too (decision 038). An account of
 * the same address is the person's own and stays. Undefined when there is no such member.
 */
export async function eraseMember(db: Db, entryId: string, actor: TeamActor): Promise<Erased | undefined> {
  return db.transaction(async (tx) => {
    const member = await waitlistRecordById(tx, entryId);
    if (!member) return undefined;
    const webhookDeliveries = await deleteWebhookDeliveriesAbout(tx, member);
    const flags = await deleteFlagsOf(tx, member.id);
    const queuedMail = await deleteQueuedMailTo(tx, member.email);
    // The person asked: their address's bounce or complaint record goes too (decision 039).
    await unsuppressAddress(tx, member.email);
    // After the deliveries went, so this one, the receivers' cue to forget them, is not among them.
    await enqueueUnsubscribedWebhook(tx, member.id);
    await removeWaitlistEntry(tx, member.id);
    const erased = { flags, queuedMail, webhookDeliveries };
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: AUDIT_ACTIONS.memberErased,
      subject: member.id,
      details: erased,
      ipAddress: actor.ipAddress,
    });
    return erased;
  });
}

/** The download: one JSON file, never cached, named for the day it was made. */
export function personalDataResponse(data: PersonalData, now = new Date()): Response {
  const file = personalDataFile(data, now);
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "no-store",
    },
  });
}
