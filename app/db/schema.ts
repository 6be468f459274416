import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { ACTIVITY_VALUES } from "~/vocabulary";

import { user } from "./auth-schema";

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    primaryActivity: text("primary_activity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** "pending" until the address is confirmed through the emailed link, then "confirmed". */
    status: text("status").notNull().default("pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * The code in this member's referral link (/?ref=CODE). The database's default fills the rows
     * that existed before referrals.
     */
    referralCode: text("referral_code")
      .notNull()
      .default(sql`substr(md5(gen_random_uuid()::text), 1, 10)`),
    /** Who referred this member; it counts for them only once this member is confirmed. */
    referredBy: uuid("referred_by").references((): AnyPgColumn => waitlistEntries.id, {
      onDelete: "set null",
    }),
    /**
     * The one confirmation link that still works: a new one replaces it, confirming clears it, so
     * each link confirms once.
     */
    confirmNonce: text("confirm_nonce"),
    /**
     * Where the member came from, from the site's own count of the visit that led to the join
     * (app/features/analytics): the first page view of the same visitor that day. No cookie.
     */
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    referrerHost: text("referrer_host"),
    /**
     * The address as a mailbox, for spotting one person joining twice (Gmail's dots and +tags,
     * googlemail.com): app/features/fraud. Null for rows older than the fraud checks.
     */
    emailCanonical: text("email_canonical"),
    /**
     * A keyed hash (HMAC) of the join's /24 (IPv4) or /64 (IPv6): bursts from one network are
     * counted by it; the address itself is never kept.
     */
    joinSubnet: text("join_subnet"),
    /**
     * Admission (app/features/admission): when the team invited this confirmed member to early
     * access, until when the invitation's link works, and the one value that link must carry
     * (cleared on acceptance, so the link works once). Null until invited.
     */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    inviteNonce: text("invite_nonce"),
    /** When the member accepted early access on /early-access/TOKEN. */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /**
     * The privacy notice (/privacy) the latest join was shown: its version (NOTICE_VERSION in
     * app/features/privacy/notice.ts) and when. Null for rows older than the notice.
     */
    noticeVersion: text("notice_version"),
    noticeShownAt: timestamp("notice_shown_at", { withTimezone: true }),
  },
  (t) => [
    // One entry per address whatever its case: the upsert in waitlist.server.ts targets this index.
    uniqueIndex("waitlist_entries_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("waitlist_entries_referral_code_idx").on(t.referralCode),
    index("waitlist_entries_referred_by_idx").on(t.referredBy),
    // The team's members view pages by keyset (app/db/team-members.server.ts): joined newest or
    // oldest first, and by name.
    index("waitlist_entries_created_at_id_idx").on(t.createdAt, t.id),
    index("waitlist_entries_name_id_idx").on(sql`lower(${t.fullName})`, t.id),
    // At a million members (decision 036): the members search's LIKE on PostgreSQL, where pg_trgm
    // is installed (migration 0011 makes these two only there; PGlite searches without them);
    // the source filter; and each referrer's referrals counted from the index alone (the
    // leaderboard and the referrals order). A self-referral never counts, so it is left out.
    index("waitlist_entries_name_trgm_idx").using("gin", sql`lower(${t.fullName}) gin_trgm_ops`),
    index("waitlist_entries_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("waitlist_entries_source_idx").on(
      sql`lower(coalesce(nullif(${t.utmSource}, ''), nullif(${t.referrerHost}, '')))`,
    ),
    index("waitlist_entries_referrals_idx")
      .on(t.referredBy, t.status, t.id)
      .where(sql`${t.referredBy} <> ${t.id}`),
    // The invited and accepted, whom admission's counts read (the rest come from the join day sums).
    index("waitlist_entries_admission_idx")
      .on(t.invitedAt)
      .where(sql`${t.invitedAt} is not null or ${t.acceptedAt} is not null`),
    index("waitlist_entries_email_canonical_idx").on(t.emailCanonical),
    index("waitlist_entries_join_subnet_idx").on(t.joinSubnet, t.createdAt),
    check("waitlist_entries_status_check", sql`status in ('pending', 'confirmed')`),
    check(
      "waitlist_entries_primary_activity_check",
      sql.raw(`primary_activity in (${ACTIVITY_VALUES.map((v) => `'${v}'`).join(", ")})`),
    ),
  ],
);

export type WaitlistEntry = typeof waitlistEntries.$inferSelect;

export * from "./auth-schema";

/** The sports a user picked on the dashboard's Preferences tab. */
export const userPreferences = pgTable("user_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  sports: text("sports").array().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The Elegance gallery shoes a user wished for (ids from app/features/elegance/gallery-shoes.ts). */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    shoeId: text("shoe_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shoeId] })],
);

/**
 * Fixed-window request counters shared by every instance on this database (server/rate-limit-store.ts
 * updates a row in one atomic upsert). Rows are small and short-lived; expired ones are pruned.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Mail waiting to be sent, written in the same transaction as the change that causes it and sent by
 * the worker (app/platform/mail/worker.server.ts), which claims rows with FOR UPDATE SKIP LOCKED so
 * that several instances never send one message twice. A message is rendered when it is sent, from
 * its kind and payload, so it says what is true then (a place in line) and a deleted member's
 * queued mail can be dropped.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: text("recipient").notNull(),
    /** Which template renders it (the renderers server/start.ts gathers). */
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the worker may next try; moved on by the backoff after each failure. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    /** Set while one worker is sending it; a crashed worker's claim lapses at this time. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Set instead of sent_at when the recipient was suppressed (mail_suppressions): never sent, never due again. */
    suppressedAt: timestamp("suppressed_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
    index("mail_outbox_recipient_idx").on(sql`lower(${t.recipient})`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Addresses no mail goes to again: a hard bounce (the SMTP server's 5xx, or the sending provider's
 * permanent bounce) or a complaint (marked as spam). Only the lowered address, why, from where and
 * when; kept until the person asks (decision 039).
 */
export const mailSuppressions = pgTable(
  "mail_suppressions",
  {
    /** Lowered, as lower(waitlist_entries.email) and lower(mail_outbox.recipient) are compared to it. */
    email: text("email").primaryKey(),
    reason: text("reason", { enum: ["bounce", "complaint"] }).notNull(),
    source: text("source", { enum: ["smtp", "provider"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("mail_suppressions_email_lower", sql`${t.email} = lower(${t.email})`),
    check("mail_suppressions_reason", sql`${t.reason} in ('bounce', 'complaint')`),
    check("mail_suppressions_source", sql`${t.source} in ('smtp', 'provider')`),
  ],
);

/** Provider events already handled, by their webhook-id: a redelivered event changes nothing twice. */
export const mailEventsSeen = pgTable("mail_events_seen", {
  id: text("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every team sign-in and team action: who, what, when, from which address. Append-only: migration
 * 0005's trigger refuses UPDATE and DELETE. No foreign key, so an entry outlives its actor's account.
 */
export const teamAudit = pgTable(
  "team_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null when the actor was the `npm run team` command on the server. */
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** What was done (AUDIT_ACTIONS in app/vocabulary.ts names each). */
    action: text("action").notNull(),
    /** Whom or what it was done to: an email, a member id, an export's filters. */
    subject: text("subject"),
    details: jsonb("details").notNull().default({}),
    ipAddress: text("ip_address"),
  },
  (t) => [index("team_audit_at_idx").on(t.at)],
);

export type TeamAuditRow = typeof teamAudit.$inferSelect;

/**
 * One random salt per UTC day for the visitor ids of that day's page views; deleted after 48 hours,
 * after which no id can be tied to an address again (app/features/analytics).
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The site's own count of page views: no cookie, no address. `visitorId` is an HMAC of the address,
 * the user agent and the host under the day's salt, so it counts one visitor per day.
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    day: date("day").notNull(),
    visitorId: text("visitor_id").notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** "mobile", "tablet" or "desktop", from the user agent. */
    device: text("device").notNull(),
  },
  (t) => [index("page_views_day_visitor_idx").on(t.day, t.visitorId)],
);

/**
 * Page views per day, visitor id, source (as the overview names it) and campaign ("" for none), for
 * the days not summed into page_view_days yet (today): kept by statement triggers on page_views in
 * each write's transaction (migration 0014), so the overview counts today's visitors from these
 * instead of from every view; the overview's summing of settled days deletes their rows.
 */
export const pageViewVisitors = pgTable(
  "page_view_visitors",
  {
    day: date("day").notNull(),
    visitorId: text("visitor_id").notNull(),
    source: text("source").notNull(),
    campaign: text("campaign").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorId, t.source, t.campaign] })],
);

/**
 * Each referrer's referrals by status, as waitlist_entries holds them (referring oneself aside):
 * how many are confirmed and how many pending, whether or not a fraud flag withholds their credit.
 * Kept by statement triggers on waitlist_entries in the transaction of each change (migration
 * 0018), so the overview's leaderboard reads a few rows instead of grouping a million
 * (app/db/team-overview.server.ts); it subtracts the withheld ones, which are few.
 */
export const waitlistReferralCounts = pgTable(
  "waitlist_referral_counts",
  {
    referrerId: uuid("referrer_id").primaryKey(),
    confirmed: integer("confirmed").notNull(),
    pending: integer("pending").notNull(),
  },
  // Ascending, read backwards by ORDER BY confirmed DESC (drizzle's .desc() would add NULLS LAST,
  // which that order's NULLS FIRST cannot use).
  (t) => [index("waitlist_referral_counts_confirmed_idx").on(t.confirmed)],
);

/**
 * Members per UTC day of joining, source (as the overview names it), campaign ("" for none) and
 * primary activity: how many, how many confirmed, how many referred by someone else. Kept by
 * statement triggers on waitlist_entries in the transaction of each change (migration 0013), so the
 * overview sums these instead of counting a million members (app/db/team-overview.server.ts).
 */
export const waitlistJoinDays = pgTable(
  "waitlist_join_days",
  {
    day: date("day").notNull(),
    source: text("source").notNull(),
    campaign: text("campaign").notNull(),
    activity: text("activity").notNull(),
    joins: integer("joins").notNull(),
    confirmed: integer("confirmed").notNull(),
    referred: integer("referred").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.campaign, t.activity] })],
);

/**
 * Page views summed per completed UTC day, so the overview never counts a month of views again:
 * for each day a row of `dimension` "all" (value ""), which also marks the day as summed, and rows
 * per "source" and "campaign". Written lazily by the overview's read (app/db/team-overview.server.ts)
 * for settled days only, with ON CONFLICT DO NOTHING, so several instances may race; today is
 * always counted live from page_views.
 */
export const pageViewDays = pgTable(
  "page_view_days",
  {
    day: date("day").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    /** Distinct visitor ids that day: ids rotate daily, so days add up and sources do not. */
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

/**
 * Referral-fraud flags on a join (app/features/fraud): one row per kind. Never shown to the member;
 * an open or confirmed flag withholds the join's referral credit from its referrer's place, and an
 * admin clearing it restores the credit.
 */
export const waitlistFlags = pgTable(
  "waitlist_flags",
  {
    entryId: uuid("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    /** "disposable", "duplicate", "burst", "self-referral" or "referral-cycle". */
    kind: text("kind").notNull(),
    /** What was seen (the duplicate's id, the burst's count…), never an address. */
    detail: jsonb("detail").notNull().default({}),
    /** "open" until an admin reviews it: "confirmed" or "cleared". */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by"),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.kind] }),
    index("waitlist_flags_status_idx").on(t.status),
    check("waitlist_flags_status_check", sql`status in ('open', 'confirmed', 'cleared')`),
  ],
);

/** Endpoints the team registered for webhooks (app/features/webhooks), signed by Standard Webhooks. */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  /** The events it receives: member.joined, member.confirmed, … */
  events: text("events").array().notNull(),
  /** The signing secret, `whsec_…` (Standard Webhooks). */
  secret: text("secret").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  /** Why it was turned off (an answer of 410, or an admin). */
  disabledReason: text("disabled_reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: text("created_by").notNull(),
});

/**
 * One event for one endpoint, written in the same transaction as the change that caused it and
 * delivered by a worker claiming rows with FOR UPDATE SKIP LOCKED (as the mail outbox is), with
 * retries and backoff for up to 24 hours.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The Standard Webhooks message id (`msg_…`), the same on every attempt. */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").notNull(),
    /** "pending", "delivered", "failed" (gave up) or "cancelled" (the endpoint was turned off). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);

/**
 * A list an admin uploaded in the launch room to import (app/features/waitlist/import.server.ts),
 * kept only between its preview and its import: deleted once imported or discarded, and by the
 * daily retention job a day after it was uploaded.
 */
export const waitlistImports = pgTable("waitlist_imports", {
  id: uuid("id").primaryKey().defaultRandom(),
  fileName: text("file_name").notNull(),
  /** The file as UTF-8 text (checked readable when it was uploaded). */
  content: text("content").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A key the team's own tools call the REST API under /api/v1 with (app/features/api). The key is
 * shown once when it is made; only its SHA-256 is kept (it is 256 random bits, so a fast hash is
 * enough), and its first characters, so that the team can tell keys apart.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** "read", or "write" (read and write). */
    scope: text("scope").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    /** The key's first characters, as the list shows it ("mdr_Ab3d…"). */
    prefix: text("prefix").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by"),
  },
  () => [check("api_keys_scope_check", sql`scope in ('read', 'write')`)],
);

/**
 * A message the team composed for members (app/features/broadcasts): a subject and a Markdown body,
 * sent to the members matching `segment`, the members view's filters as a query string. Its
 * recipients are queued at the configured pace (BROADCAST_RATE) through the mail outbox.
 */
export const broadcasts = pgTable(
  "broadcasts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    /** Markdown, rendered with the site's mail templates when each message is sent. */
    body: text("body").notNull(),
    /** The members view's filters, as its URL's query string ("" = every confirmed member). */
    segment: text("segment").notNull().default(""),
    /** "draft", "sending", "sent" (every recipient queued and every message out) or "cancelled". */
    status: text("status").notNull().default("draft"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    startedBy: text("started_by"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by"),
    /** How many members the segment held when sending started. */
    total: integer("total"),
    /**
     * When a scheduled draft starts sending, and the admin who scheduled it (who it starts as).
     * Kept once it has started, as the record of the plan; cleared when a draft is unscheduled.
     */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    scheduledBy: text("scheduled_by"),
  },
  (t) => [
    index("broadcasts_created_at_idx").on(t.createdAt),
    // Every dispatcher pass looks for scheduled drafts that are due: only those rows.
    index("broadcasts_scheduled_idx")
      .on(t.scheduledFor)
      .where(sql`status = 'draft' and scheduled_for is not null`),
    check("broadcasts_status_check", sql`status in ('draft', 'sending', 'sent', 'cancelled')`),
  ],
);

/**
 * One row per broadcast and member, inserted in the same transaction as that member's message in
 * the outbox: the primary key is what makes a broadcast reach each member once, however many
 * instances queue it and whenever one of them dies. No foreign key to the member: a member who
 * unsubscribes is deleted, and the row stays as the count of what was sent.
 */
export const broadcastRecipients = pgTable(
  "broadcast_recipients",
  {
    broadcastId: uuid("broadcast_id")
      .notNull()
      .references(() => broadcasts.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id").notNull(),
    /** The outbox row that carries the message (gone once sent and pruned, or dropped unsent). */
    mailId: uuid("mail_id"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * "queued", then "sent", "skipped" (unsubscribed or cancelled before it went), "undeliverable"
     * (its address suppressed, mail_suppressions: never sent) or "failed".
     */
    outcome: text("outcome").notNull().default("queued"),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.entryId] }),
    index("broadcast_recipients_mail_idx").on(t.mailId),
    // The dispatcher counts what is still queued on every pass: only those rows, not all sent.
    index("broadcast_recipients_queued_idx")
      .on(t.broadcastId)
      .where(sql`outcome = 'queued'`),
    check(
      "broadcast_recipients_outcome_check",
      sql`outcome in ('queued', 'sent', 'skipped', 'undeliverable', 'failed')`,
    ),
  ],
);
