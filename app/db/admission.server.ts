import { type SQL, sql } from "drizzle-orm";

import { AUDIT_ACTIONS } from "~/vocabulary";

import type { Queryable } from "./queryable";
import { rowsOf } from "./rows";
import { lineQuery } from "./waitlist-place.server";

// Admission in batches (app/features/admission): who may be invited, the invitations, and the
// batches as their audit entries record them.

/**
 * Who may be invited (of the waitlist_entries row `w`): confirmed, never accepted, and holding no
 * invitation that still works. A member whose invitation expired unaccepted is eligible again.
 */
const eligible = sql`w.status = 'confirmed' and w.accepted_at is null
  and (w.invited_at is null or w.invite_expires_at <= now())`;

/** A member an invitation was just written for, with its nonce (for their link) and expiry. */
export type NewInvitation = { id: string; email: string; nonce: string; expiresAt: Date; place: number };

/**
 * Writes an invitation for each of the next `count` eligible members by place in line (the order of
 * app/db/waitlist-place.server.ts, to the row), of `activity` when given: a fresh nonce and an
 * expiry `validDays` on. First in line first; fewer than asked when fewer were eligible. The update
 * checks eligibility again on each row it writes, so no member is ever invited twice.
 */
export async function inviteEligible(
  db: Queryable,
  { count, activity, validDays }: { count: number; activity?: string | undefined; validDays: number },
): Promise<NewInvitation[]> {
  const ofActivity = activity ? sql`and w.primary_activity = ${activity}` : sql``;
  const result = await db.execute(sql`
    with picked as (
      select l.id, l.place
        from (${lineQuery}) l join waitlist_entries w on w.id = l.id
       where ${eligible} ${ofActivity}
       order by l.place
       limit ${count}
    )
    update waitlist_entries w
       set invited_at = now(),
           invite_expires_at = now() + make_interval(days => ${validDays}::int),
           invite_nonce = replace(gen_random_uuid()::text, '-', ''),
           updated_at = now()
      from picked
     where w.id = picked.id and ${eligible}
    returning w.id, w.email, w.invite_nonce, w.invite_expires_at, picked.place`);
  return (
    rowsOf<{
      id: string;
      email: string;
      invite_nonce: string;
      invite_expires_at: Date | string;
      place: number | string;
    }>(result)
      .map((row) => ({
        id: row.id,
        email: row.email,
        nonce: row.invite_nonce,
        expiresAt: new Date(row.invite_expires_at),
        place: Number(row.place),
      }))
      // RETURNING keeps no order of its own.
      .sort((a, b) => a.place - b.place)
  );
}

/** A member's invitation as the early-access page and its mail read it; undefined: no such member. */
export type Invitation = {
  id: string;
  name: string;
  email: string;
  /** Null once accepted (the link has been used) or before any invitation. */
  nonce: string | null;
  invitedAt: Date | null;
  expiresAt: Date | null;
  acceptedAt: Date | null;
};

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

export async function findInvitation(db: Queryable, entryId: string): Promise<Invitation | undefined> {
  const result = await db.execute(sql`
    select id, full_name, email, invite_nonce, invited_at, invite_expires_at, accepted_at
      from waitlist_entries where id = ${entryId}`);
  const row = rowsOf<{
    id: string;
    full_name: string;
    email: string;
    invite_nonce: string | null;
    invited_at: Date | string | null;
    invite_expires_at: Date | string | null;
    accepted_at: Date | string | null;
  }>(result)[0];
  return (
    row && {
      id: row.id,
      name: row.full_name,
      email: row.email,
      nonce: row.invite_nonce,
      invitedAt: date(row.invited_at),
      expiresAt: date(row.invite_expires_at),
      acceptedAt: date(row.accepted_at),
    }
  );
}

/**
 * Accepts the invitation that carries `nonce`, if it is still the member's, unexpired (by the
 * database's clock) and not accepted: sets accepted_at and clears the nonce, so the link works
 * once. False when nothing was accepted.
 */
export async function markAccepted(
  db: Queryable,
  { entryId, nonce }: { entryId: string; nonce: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    update waitlist_entries
       set accepted_at = now(), invite_nonce = null, updated_at = now()
     where id = ${entryId} and invite_nonce = ${nonce}
       and accepted_at is null and invite_expires_at > now()
    returning id`);
  return rowsOf(result).length > 0;
}

/**
 * A member's way to early access: waiting (joined, address not confirmed) → confirmed (in line) →
 * invited (an invitation sent, not accepted) → accepted. Each member is in exactly one state. An
 * invitation that lapsed unaccepted still counts as invited, and its member may be invited again.
 */
export type AdmissionCounts = {
  waiting: number;
  confirmed: number;
  invited: number;
  /** Of the invited, those whose invitation has expired. */
  expired: number;
  accepted: number;
};

/**
 * How many members are in each state, in one statement (one snapshot): everyone and the confirmed
 * from the join day sums (migration 0013), the invited and accepted from their own rows, which a
 * partial index finds (a million members: 0.2 s of reading them all before).
 */
export async function admissionCounts(db: Pick<Queryable, "execute">): Promise<AdmissionCounts> {
  const result = await db.execute(sql`
    select s.total - s.confirmed as waiting,
           s.confirmed - a.confirmed_invited as confirmed,
           a.invited, a.expired, a.accepted
      from (select coalesce(sum(joins), 0)::int as total, coalesce(sum(confirmed), 0)::int as confirmed
              from waitlist_join_days) s,
           (select count(*) filter (where status = 'confirmed' and invited_at is not null)::int as confirmed_invited,
                   count(*) filter (where invited_at is not null and accepted_at is null)::int as invited,
                   count(*) filter (where invited_at is not null and accepted_at is null
                                      and invite_expires_at <= now())::int as expired,
                   count(*) filter (where accepted_at is not null)::int as accepted
              from waitlist_entries
             where invited_at is not null or accepted_at is not null) a`);
  const row = rowsOf<Record<keyof AdmissionCounts, number | string>>(result)[0];
  return {
    waiting: Number(row?.waiting ?? 0),
    confirmed: Number(row?.confirmed ?? 0),
    invited: Number(row?.invited ?? 0),
    expired: Number(row?.expired ?? 0),
    accepted: Number(row?.accepted ?? 0),
  };
}

/** How many members could be invited now, per activity (activities without any are left out). */
export async function eligibleByActivity(db: Queryable): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    select w.primary_activity as activity, count(*)::int as n
      from waitlist_entries w where ${eligible} group by w.primary_activity`);
  return Object.fromEntries(
    rowsOf<{ activity: string; n: number | string }>(result).map((row) => [row.activity, Number(row.n)]),
  );
}

export type InvitedRow = {
  id: string;
  name: string;
  email: string;
  activity: string;
  /** Their place when the batch invited them (from the batch's audit entry). */
  place: number;
  invitedAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
};

/**
 * The members invited most recently: the latest batches' members (from their audit entries, which
 * hold each member's place when invited), newest batch first and by place within it. A member
 * invited again since, or gone, is no longer a member of the older batch.
 */
export async function latestInvited(db: Queryable, limit = 50): Promise<InvitedRow[]> {
  const result = await db.execute(sql`
    select w.id, w.full_name, w.email, w.primary_activity, w.invited_at, w.invite_expires_at,
           w.accepted_at, (m ->> 'place')::int as place
      from (select id, at, details from team_audit
             where action = ${AUDIT_ACTIONS.invited} order by id desc limit ${limit}) a
     cross join lateral jsonb_array_elements(a.details -> 'members') m
      join waitlist_entries w on w.id = (m ->> 'id')::uuid and w.invited_at = a.at
     order by a.id desc, place
     limit ${limit}`);
  return rowsOf<{
    id: string;
    full_name: string;
    email: string;
    primary_activity: string;
    invited_at: Date | string;
    invite_expires_at: Date | string;
    accepted_at: Date | string | null;
    place: number | string;
  }>(result).map((row) => ({
    id: row.id,
    name: row.full_name,
    email: row.email,
    activity: row.primary_activity,
    place: Number(row.place),
    invitedAt: new Date(row.invited_at),
    expiresAt: new Date(row.invite_expires_at),
    acceptedAt: date(row.accepted_at),
  }));
}

export type BatchRow = {
  id: number;
  at: Date;
  actorEmail: string;
  asked: number;
  invited: number;
  activity: string;
  validDays: number;
  /** Of the batch's members, how many have accepted by now. */
  accepted: number;
};

const numberIn = (details: SQL, key: string) => sql`coalesce((${details} ->> ${key})::int, 0)`;

/** The latest batches, from the audit log, newest first. */
export async function latestBatches(db: Queryable, limit = 10): Promise<BatchRow[]> {
  const result = await db.execute(sql`
    select a.id, a.at, a.actor_email,
           ${numberIn(sql`a.details`, "asked")} as asked,
           ${numberIn(sql`a.details`, "invited")} as invited,
           coalesce(a.details ->> 'activity', 'any') as activity,
           ${numberIn(sql`a.details`, "validDays")} as valid_days,
           (select count(*)::int
              from jsonb_array_elements(a.details -> 'members') m
              join waitlist_entries w on w.id = (m ->> 'id')::uuid
             where w.accepted_at is not null and w.invited_at = a.at) as accepted
      from team_audit a
     where a.action = ${AUDIT_ACTIONS.invited}
     order by a.id desc
     limit ${limit}`);
  return rowsOf<{
    id: number | string;
    at: Date | string;
    actor_email: string;
    asked: number | string;
    invited: number | string;
    activity: string;
    valid_days: number | string;
    accepted: number | string;
  }>(result).map((row) => ({
    id: Number(row.id),
    at: new Date(row.at),
    actorEmail: row.actor_email,
    asked: Number(row.asked),
    invited: Number(row.invited),
    activity: row.activity,
    validDays: Number(row.valid_days),
    accepted: Number(row.accepted),
  }));
}
