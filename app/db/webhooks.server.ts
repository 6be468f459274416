import { and, desc, eq, sql } from "drizzle-orm";

import type { WebhookData, WebhookEvent, WebhookPayload } from "~/vocabulary";

import type { Queryable } from "./queryable";
import { creditWithheld } from "./fraud.server";
import { rowsOf } from "./rows";
import { webhookDeliveries, webhookEndpoints } from "./schema";

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Queues the event `payload` for every enabled endpoint subscribed to its type: one insert from a
 * select, so that with no endpoints a change costs one cheap statement. `skip` runs the same
 * statement inserting nothing, for a path that must cost the same whether or not it has an event.
 */
export async function insertWebhookDeliveries(
  tx: Queryable,
  { messageId, payload, skip }: { messageId: string; payload: WebhookPayload; skip: boolean },
): Promise<void> {
  await tx.execute(sql`
    insert into ${webhookDeliveries} (endpoint_id, message_id, event_type, payload)
    select id, ${messageId}, ${payload.type}, ${JSON.stringify(payload)}::jsonb
      from ${webhookEndpoints}
     where enabled and ${payload.type} = any(events) and ${!skip}`);
}

/** Whether any enabled endpoint subscribes to `type`: a bulk change asks once, not per member. */
export async function hasSubscribers(db: Queryable, type: string): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select from ${webhookEndpoints} where enabled and ${type} = any(events)) as any`,
  );
  return rowsOf<{ any: boolean }>(result)[0]?.any === true;
}

/** A member as their events describe them; `isNew` when the row was inserted by this transaction. */
export async function memberForWebhook(
  tx: Queryable,
  id: string,
): Promise<
  | (Required<Pick<WebhookData, "id" | "email" | "status" | "activity" | "referrerId">> & {
      isNew: boolean;
      /** A fraud flag withholds this member's referral credit (app/db/fraud.server.ts). */
      creditWithheld: boolean;
    })
  | undefined
> {
  // created_at defaults to now(), which is the transaction's start time: equal only for a row this
  // transaction inserted, so a rejoin (an update of an older row) is told apart without a flag.
  const result = await tx.execute(sql`
    select id, email, status, primary_activity, referred_by, created_at = now() as is_new,
           ${creditWithheld(sql`waitlist_entries.id`)} as credit_withheld
      from waitlist_entries where id = ${id}`);
  const row = rowsOf<{
    id: string;
    email: string;
    status: string;
    primary_activity: string;
    referred_by: string | null;
    is_new: boolean;
    credit_withheld: boolean;
  }>(result)[0];
  return row
    ? {
        id: row.id,
        email: row.email,
        status: row.status,
        activity: row.primary_activity,
        referrerId: row.referred_by,
        isNew: row.is_new,
        creditWithheld: row.credit_withheld,
      }
    : undefined;
}

export async function createWebhookEndpoint(
  tx: Queryable,
  endpoint: { url: string; events: WebhookEvent[]; secret: string; createdBy: string },
): Promise<string> {
  const [row] = await tx.insert(webhookEndpoints).values(endpoint).returning({ id: webhookEndpoints.id });
  return row!.id;
}

export type WebhookEndpointSummary = {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
  pending: number;
  failed: number;
};

export async function listWebhookEndpoints(db: Queryable): Promise<WebhookEndpointSummary[]> {
  return db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      events: webhookEndpoints.events,
      enabled: webhookEndpoints.enabled,
      disabledReason: webhookEndpoints.disabledReason,
      createdAt: webhookEndpoints.createdAt,
      pending: sql<number>`(select count(*)::int from ${webhookDeliveries} d
                             where d.endpoint_id = ${webhookEndpoints.id} and d.status = 'pending')`,
      failed: sql<number>`(select count(*)::int from ${webhookDeliveries} d
                            where d.endpoint_id = ${webhookEndpoints.id} and d.status = 'failed')`,
    })
    .from(webhookEndpoints)
    .orderBy(webhookEndpoints.createdAt);
}

export async function findWebhookEndpoint(db: Queryable, id: string) {
  const [row] = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      events: webhookEndpoints.events,
      enabled: webhookEndpoints.enabled,
      disabledReason: webhookEndpoints.disabledReason,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  return row;
}

/**
 * Turns an endpoint on or off; turning it off cancels what it had pending (a resend queues one
 * again). Its URL, or undefined when there is no such endpoint.
 */
export async function setWebhookEndpointEnabled(
  tx: Queryable,
  id: string,
  enabled: boolean,
  reason: string | null,
): Promise<string | undefined> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ enabled, disabledReason: enabled ? null : reason })
    .where(eq(webhookEndpoints.id, id))
    .returning({ url: webhookEndpoints.url });
  if (row && !enabled) {
    await tx
      .update(webhookDeliveries)
      .set({ status: "cancelled", lockedUntil: null })
      .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, "pending")));
  }
  return row?.url;
}

/** Deletes an endpoint and its delivery log; its URL, or undefined when there was none. */
export async function deleteWebhookEndpoint(tx: Queryable, id: string): Promise<string | undefined> {
  const [row] = await tx
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ url: webhookEndpoints.url });
  return row?.url;
}

type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export type WebhookDeliveryView = Pick<
  WebhookDeliveryRow,
  | "id"
  | "messageId"
  | "eventType"
  | "status"
  | "attempts"
  | "lastStatusCode"
  | "lastError"
  | "createdAt"
  | "nextAttemptAt"
  | "deliveredAt"
>;

/** An endpoint's delivery log, newest first. */
export async function listWebhookDeliveries(
  db: Queryable,
  endpointId: string,
  limit: number,
): Promise<WebhookDeliveryView[]> {
  return db
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      deliveredAt: webhookDeliveries.deliveredAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/**
 * Queues a delivery of an enabled endpoint again, due now, whatever became of it; its event type,
 * or undefined when there is no such delivery or the endpoint is off.
 */
export async function resendWebhookDelivery(
  tx: Queryable,
  endpointId: string,
  deliveryId: string,
): Promise<string | undefined> {
  const result = await tx.execute(sql`
    update ${webhookDeliveries} d
       set status = 'pending', next_attempt_at = now(), locked_until = null
      from ${webhookEndpoints} e
     where d.id = ${deliveryId} and d.endpoint_id = ${endpointId} and e.id = d.endpoint_id and e.enabled
    returning d.event_type`);
  return rowsOf<{ event_type: string }>(result)[0]?.event_type;
}

// The worker's side (app/features/webhooks/worker.server.ts). Times come from the worker's clock,
// which the server tests move to see retries without waiting.

export type ClaimedDelivery = {
  id: string;
  endpointId: string;
  url: string;
  secret: string;
  messageId: string;
  payload: unknown;
  /** Counts the attempt about to be made. */
  attempts: number;
  createdAt: Date;
};

/** Claims up to `limit` due deliveries of enabled endpoints for `leaseMs`, as the mail outbox does. */
export async function claimDueWebhookDeliveries(
  db: Queryable,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    update ${webhookDeliveries} d
       set locked_until = ${at(new Date(now.getTime() + leaseMs))}, attempts = d.attempts + 1
      from ${webhookEndpoints} e
     where e.id = d.endpoint_id
       and d.id in (select id from ${webhookDeliveries}
                     where status = 'pending' and next_attempt_at <= ${at(now)}
                       and (locked_until is null or locked_until < ${at(now)})
                     order by next_attempt_at limit ${limit}
                     for update skip locked)
       and e.enabled
    returning d.id, d.endpoint_id, e.url, e.secret, d.message_id, d.payload, d.attempts, d.created_at`);
  return rowsOf<{
    id: string;
    endpoint_id: string;
    url: string;
    secret: string;
    message_id: string;
    payload: unknown;
    attempts: number;
    created_at: string | Date;
  }>(result).map((row) => ({
    id: row.id,
    endpointId: row.endpoint_id,
    url: row.url,
    secret: row.secret,
    messageId: row.message_id,
    payload: typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
  }));
}

/** Records an attempt's outcome: delivered, retried at `nextAttemptAt`, or given up ("failed"). */
export async function recordWebhookAttempt(
  db: Queryable,
  id: string,
  outcome: {
    status: "delivered" | "pending" | "failed";
    statusCode: number | null;
    error: string | null;
    now: Date;
    nextAttemptAt?: Date;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      lockedUntil: null,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error?.slice(0, 500) ?? null,
      ...(outcome.status === "delivered" ? { deliveredAt: outcome.now } : {}),
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    })
    .where(eq(webhookDeliveries.id, id));
}
