import type { Logger } from "pino";

import type { Db } from "~/db/queryable";
import type { JobDefinition, SetTimer } from "~/platform/jobs.server";
import { type ClaimedDelivery, claimDueWebhookDeliveries, recordWebhookAttempt } from "~/db/webhooks.server";

import { postWebhook } from "./address-guard.server";
import { nextAttemptAt, signedHeaders } from "./events";
import { retireGoneEndpoint } from "./gone-endpoint.server";

export type WebhookWorkerOptions = {
  db: Db;
  logger: Logger;
  /** WEBHOOKS_ALLOW_PRIVATE: whether loopback and private addresses may be reached. */
  allowPrivate: boolean;
  /** The clock of due times and backoff: the server tests move it instead of waiting. */
  now?: () => Date;
  /** Sets the next poll's timer and returns what clears it; the server tests give one that never fires. */
  setTimer?: SetTimer;
  pollMs?: number;
  timeoutMs?: number;
};

/** What one cycle did: how many deliveries it claimed. */
export type WebhookCycle = { claimed: number };

const BATCH = 20;
const LEASE_MS = 2 * 60 * 1000;

/**
 * Delivers the queued webhook events beside the requests, as the mail worker sends mail: claims
 * due rows (FOR UPDATE SKIP LOCKED, so several instances share the work), POSTs each signed by
 * Standard Webhooks to the address the SSRF guard checked, and records the outcome. 2xx is
 * delivered; 410 turns the endpoint off; anything else (a 3xx too: redirects are not followed) is
 * retried with backoff until 24 hours after the event. At least once: a receiver dedupes by webhook-id.
 * A job of jobs.server.ts: a cycle at once after a full batch, else every pollMs.
 */
export function webhookWorkerJob({
  db,
  logger,
  allowPrivate,
  now = () => new Date(),
  setTimer,
  pollMs = 5_000,
  timeoutMs = 10_000,
}: WebhookWorkerOptions): JobDefinition<WebhookCycle> {
  const deliver = async (delivery: ClaimedDelivery) => {
    const body = JSON.stringify(delivery.payload);
    const headers = signedHeaders(delivery.secret, delivery.messageId, body, new Date());
    const outcome = await postWebhook({ url: delivery.url, body, headers, allowPrivate, timeoutMs });
    const at = now();
    const statusCode = "statusCode" in outcome ? outcome.statusCode : null;
    if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
      await recordWebhookAttempt(db, delivery.id, { status: "delivered", statusCode, error: null, now: at });
      return;
    }
    if (statusCode === 410) {
      await retireGoneEndpoint(db, delivery, at);
      logger.warn({ endpointId: delivery.endpointId }, "webhook endpoint answered 410 Gone: disabled");
      return;
    }
    const error =
      "error" in outcome
        ? outcome.error
        : statusCode! >= 300 && statusCode! < 400
          ? "redirect not followed"
          : null;
    const next = nextAttemptAt(delivery.attempts, delivery.createdAt, at);
    await recordWebhookAttempt(db, delivery.id, {
      status: next ? "pending" : "failed",
      statusCode,
      error,
      now: at,
      ...(next ? { nextAttemptAt: next } : {}),
    });
    const what = { id: delivery.id, attempt: delivery.attempts, statusCode, error };
    if (next) logger.warn(what, "webhook attempt failed, will retry");
    else logger.error(what, "webhook given up after 24 hours");
  };

  const tick = async (): Promise<WebhookCycle> => {
    const batch = await claimDueWebhookDeliveries(db, { now: now(), limit: BATCH, leaseMs: LEASE_MS });
    await Promise.all(batch.map(deliver));
    return { claimed: batch.length };
  };

  return {
    name: "webhook worker",
    logger,
    failure: "the deliveries cannot be read or updated",
    everyMs: pollMs,
    run: tick,
    // A full batch: more may be due at once.
    nextInMs: (cycle) => (cycle.claimed === BATCH ? 0 : pollMs),
    setTimer,
  };
}
