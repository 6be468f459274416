import { and, asc, eq, sql } from "drizzle-orm";

import type { Queryable } from "./queryable";
import { rowsOf } from "./rows";
import {
  account,
  session,
  user,
  userPreferences,
  waitlistEntries,
  waitlistFlags,
  webhookDeliveries,
  wishlistItems,
} from "./schema";

/*
 * What the site holds about one person, for their own download and the team's export of one member
 * (app/features/privacy), and the team's erasure of one member. Every column is named: a secret
 * added to a table later (a token, a hash, a nonce) stays out of an export until someone adds it here.
 */

export type AccountRecord = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
  role: string | null;
  twoFactorEnabled: boolean;
  noticeVersion: string | null;
  noticeShownAt: Date | null;
  /** How the person signs in: "credential" (a password) and/or "google", with Google's id for them. */
  signIns: { provider: string; accountId: string; createdAt: Date }[];
};

/** A signed-in device: never its token. */
export type DeviceRecord = {
  id: string;
  createdAt: Date;
  lastActiveAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
};

export type AccountData = {
  account: AccountRecord;
  devices: DeviceRecord[];
  preferences: { sports: string[]; updatedAt: Date } | null;
  wishlist: { shoeId: string; addedAt: Date }[];
};

/** An account and what hangs on it; undefined when there is no such account. */
export async function accountData(db: Queryable, userId: string): Promise<AccountData | undefined> {
  const [found] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      noticeVersion: user.noticeVersion,
      noticeShownAt: user.noticeShownAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!found) return undefined;
  const signIns = await db
    .select({ provider: account.providerId, accountId: account.accountId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
  const devices = await db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      lastActiveAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
  const [preferences] = await db
    .select({ sports: userPreferences.sports, updatedAt: userPreferences.updatedAt })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  const wishlist = await db
    .select({ shoeId: wishlistItems.shoeId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt));
  return {
    account: { ...found, twoFactorEnabled: Boolean(found.twoFactorEnabled), signIns },
    devices,
    preferences: preferences ?? null,
    wishlist,
  };
}

/**
 * The account that has proven it holds an address (in any case); undefined when none has. Anyone
 * may register an address unproven, so an unverified account is nobody's for matching by address.
 */
export async function verifiedAccountIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = lower(${email})`, eq(user.emailVerified, true)));
  return rows[0]?.id;
}

/**
 * A waitlist entry as its member may see it: never its link nonces (they are what makes a link
 * work) nor who referred them (another person).
 */
const waitlistColumns = {
  id: waitlistEntries.id,
  fullName: waitlistEntries.fullName,
  email: waitlistEntries.email,
  primaryActivity: waitlistEntries.primaryActivity,
  status: waitlistEntries.status,
  joinedAt: waitlistEntries.createdAt,
  updatedAt: waitlistEntries.updatedAt,
  confirmedAt: waitlistEntries.confirmedAt,
  referralCode: waitlistEntries.referralCode,
  utmSource: waitlistEntries.utmSource,
  utmMedium: waitlistEntries.utmMedium,
  utmCampaign: waitlistEntries.utmCampaign,
  referrerHost: waitlistEntries.referrerHost,
  invitedAt: waitlistEntries.invitedAt,
  inviteExpiresAt: waitlistEntries.inviteExpiresAt,
  acceptedAt: waitlistEntries.acceptedAt,
  noticeVersion: waitlistEntries.noticeVersion,
  noticeShownAt: waitlistEntries.noticeShownAt,
};

function waitlistRecords(db: Queryable) {
  return db.select(waitlistColumns).from(waitlistEntries);
}

export type WaitlistRecord = Awaited<ReturnType<typeof waitlistRecords>>[number];

export async function waitlistRecordByEmail(
  db: Queryable,
  email: string,
): Promise<WaitlistRecord | undefined> {
  const rows = await waitlistRecords(db).where(sql`lower(${waitlistEntries.email}) = lower(${email})`);
  return rows[0];
}

export async function waitlistRecordById(db: Queryable, id: string): Promise<WaitlistRecord | undefined> {
  const rows = await waitlistRecords(db).where(eq(waitlistEntries.id, id));
  return rows[0];
}

/**
 * Deletes the webhook deliveries about a member, whatever their state: the events naming their
 * id (as the member, or as the friend whose confirmation credited a referrer) or their address.
 * How many went.
 */
export async function deleteWebhookDeliveriesAbout(
  tx: Queryable,
  member: { id: string; email: string },
): Promise<number> {
  const result = await tx.execute(sql`
    delete from ${webhookDeliveries}
     where payload->'data'->>'id' = ${member.id}
        or payload->'data'->>'referredId' = ${member.id}
        or lower(payload->'data'->>'email') = lower(${member.email})
    returning id`);
  return rowsOf(result).length;
}

/** Deletes a member's fraud flags (the entry's removal would cascade them; this counts them). */
export async function deleteFlagsOf(tx: Queryable, entryId: string): Promise<number> {
  const removed = await tx
    .delete(waitlistFlags)
    .where(eq(waitlistFlags.entryId, entryId))
    .returning({ kind: waitlistFlags.kind });
  return removed.length;
}

/** Deletes every message still waiting to go to an address, of any kind. How many went. */
export async function deleteQueuedMailTo(tx: Queryable, email: string): Promise<number> {
  const result = await tx.execute(sql`
    delete from mail_outbox where lower(recipient) = lower(${email}) and sent_at is null
    returning id`);
  return rowsOf(result).length;
}
