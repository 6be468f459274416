import type { Db } from "~/db/queryable";
import { recordAudit } from "~/db/team.server";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  resendWebhookDelivery,
  setWebhookEndpointEnabled,
} from "~/db/webhooks.server";
import type { TeamActor } from "~/platform/team-access.server";
import { AUDIT_ACTIONS, type WebhookEvent } from "~/vocabulary";

import { newWebhookSecret } from "./events";
import type { EndpointIntent } from "./forms";

const auditEntry = (actor: TeamActor, action: string, subject: string, details: Record<string, unknown>) => ({
  actorId: actor.id,
  actorEmail: actor.email,
  action,
  subject,
  details,
  ipAddress: actor.ipAddress,
});

/**
 * Registers an endpoint with a new signing secret, and its audit entry, in one transaction. The
 * secret is returned to be shown once; the audit entry does not hold it.
 */
export async function addEndpoint(
  db: Db,
  { url, events }: { url: string; events: WebhookEvent[] },
  actor: TeamActor,
): Promise<{ endpointId: string; secret: string }> {
  const secret = newWebhookSecret();
  const endpointId = await db.transaction(async (tx) => {
    const id = await createWebhookEndpoint(tx, { url, events, secret, createdBy: actor.id });
    await recordAudit(tx, auditEntry(actor, AUDIT_ACTIONS.webhookAdded, url, { endpointId: id, events }));
    return id;
  });
  return { endpointId, secret };
}

type EndpointChange = Exclude<EndpointIntent, "register">;

const CHANGE_ACTIONS = {
  delete: AUDIT_ACTIONS.webhookRemoved,
  disable: AUDIT_ACTIONS.webhookDisabled,
  enable: AUDIT_ACTIONS.webhookEnabled,
} as const;

/**
 * Turns an endpoint off or on, or deletes it, with its audit entry, in one transaction. Its URL;
 * undefined when there is no such endpoint.
 */
export async function changeEndpoint(
  db: Db,
  { endpointId, change }: { endpointId: string; change: EndpointChange },
  actor: TeamActor,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const url =
      change === "delete"
        ? await deleteWebhookEndpoint(tx, endpointId)
        : await setWebhookEndpointEnabled(tx, endpointId, change === "enable", `Disabled by ${actor.email}`);
    if (url === undefined) return undefined;
    await recordAudit(tx, auditEntry(actor, CHANGE_ACTIONS[change], url, { endpointId }));
    return url;
  });
}

/**
 * One of an endpoint's deliveries queued again, due now, with its audit entry, in one transaction.
 * Its event type; undefined when the endpoint has no such delivery or is disabled.
 */
export async function resendDelivery(
  db: Db,
  { endpoint, deliveryId }: { endpoint: { id: string; url: string }; deliveryId: string },
  actor: TeamActor,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const eventType = await resendWebhookDelivery(tx, endpoint.id, deliveryId);
    if (eventType === undefined) return undefined;
    await recordAudit(
      tx,
      auditEntry(actor, AUDIT_ACTIONS.webhookResent, endpoint.url, {
        endpointId: endpoint.id,
        deliveryId,
        eventType,
      }),
    );
    return eventType;
  });
}
