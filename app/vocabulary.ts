/*
 * The words every layer shares: what the database stores and the capabilities, pages and mail say.
 * A leaf: it imports nothing, so app/db and any capability can use it without depending on each
 * other. Logic about these words stays in its capability.
 */

/** The six primary activities of the waitlist form, in the order the select lists them. */
export const ACTIVITIES = [
  { value: "trail", label: "Trail Running" },
  { value: "tennis", label: "Tennis" },
  { value: "gym", label: "Gym / Training" },
  { value: "walking", label: "Walking" },
  { value: "casual", label: "Casual / Street" },
  { value: "other", label: "Other" },
] as const;

export type Activity = (typeof ACTIVITIES)[number]["value"];

export const ACTIVITY_VALUES = ACTIVITIES.map((a) => a.value) as [Activity, ...Activity[]];

/** An activity as people read it; a value the form no longer offers as it is stored. */
export function activityLabel(value: string): string {
  return ACTIVITIES.find((a) => a.value === value)?.label ?? value;
}

/** The launch room's roles (app/lib/team-roles.ts says what each may do). */
export type TeamRole = "admin" | "analyst";
export const TEAM_ROLE_NAMES: readonly TeamRole[] = ["admin", "analyst"];

/** What the audit log records, as its entries name them (shown on /team/audit). */
export const AUDIT_ACTIONS = {
  signIn: "sign-in",
  enrolled: "second factor enrolled",
  secondFactor: "second factor verified",
  secondFactorDisabled: "second factor disabled",
  backupCodesReplaced: "backup codes replaced",
  passkeyAdded: "passkey enrolled",
  passkeyRemoved: "passkey removed",
  grant: "role granted",
  revoke: "role revoked",
  export: "members exported",
  apiKeyCreated: "api key created",
  apiKeyRevoked: "api key revoked",
  apiCall: "api call",
  webhookAdded: "webhook added",
  webhookRemoved: "webhook removed",
  webhookDisabled: "webhook disabled",
  webhookEnabled: "webhook enabled",
  webhookResent: "webhook resent",
  flagConfirmed: "flag confirmed",
  flagCleared: "flag cleared",
  invited: "members invited",
  broadcastSaved: "broadcast saved",
  broadcastTestSent: "broadcast test sent",
  broadcastStarted: "broadcast started",
  broadcastScheduled: "broadcast scheduled",
  broadcastUnscheduled: "broadcast unscheduled",
  broadcastCancelled: "broadcast cancelled",
  broadcastDeleted: "broadcast draft deleted",
  memberDataExported: "member data exported",
  memberErased: "member erased",
  waitlistImported: "waitlist imported",
} as const;

/** The events a webhook endpoint may subscribe to, in the order the form lists them. */
export const WEBHOOK_EVENTS = [
  "member.joined",
  "member.confirmed",
  "member.referred",
  "member.invited",
  "member.accepted",
  "member.unsubscribed",
  "member.bounced",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * An event's data: the member's id always, and only what a receiving system needs to act on it
 * (their address to match records, status, activity, who referred them). Never a name or a token.
 */
export type WebhookData = {
  id: string;
  email?: string;
  status?: string;
  activity?: string;
  referrerId?: string | null;
  /** member.referred: the member whose confirmation credited the referrer (`id`). */
  referredId?: string;
};

/** The body every endpoint receives, as Standard Webhooks suggests: `{ type, timestamp, data }`. */
export type WebhookPayload = { type: WebhookEvent; timestamp: string; data: WebhookData };

/** What a join can be flagged for (app/features/fraud/rules.ts decides; waitlist_flags keeps them). */
export const FLAG_KINDS = ["disposable", "duplicate", "burst", "self-referral", "referral-cycle"] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

export const FLAG_STATUSES = ["open", "confirmed", "cleared"] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

/** What was seen: another member's id (never an address), or the burst's figures. */
export type FlagDetail = { of?: string; via?: string; joins?: number; minutes?: number };

/**
 * The privacy notice (app/features/privacy): where it lives, linked from every page's footer, the
 * waitlist form and sign-up; and its version, the day its text last changed in substance. Each
 * waitlist join and each new account records the version it was shown and when, so what a person
 * was told can be known later: change it with every change of substance to the notice.
 */
export const PRIVACY_NOTICE_PATH = "/privacy";
export const PRIVACY_NOTICE_VERSION = "2026-11-28";

/** How many places each confirmed referral moves its referrer up in line. */
export const REFERRAL_PLACES = 10;

/** The members view's source of a member who came with neither a utm_source nor a referrer. */
export const DIRECT_SOURCE = "direct";

/** A message the page shows after an action, as a toast (and without JavaScript, in the page). */
export type ToastInput = { title: string; description: string; variant?: "destructive" };
