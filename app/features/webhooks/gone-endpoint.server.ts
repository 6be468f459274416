import type { Db } from "~/db/queryable";
import { type ClaimedDelivery, recordWebhookAttempt, setWebhookEndpointEnabled } from "~/db/webhooks.server";

/** An endpoint answered 410 Gone: it is turned off, this delivery failed, and the rest cancelled. */
export async function retireGoneEndpoint(db: Db, delivery: ClaimedDelivery, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await recordWebhookAttempt(tx, delivery.id, { status: "failed", statusCode: 410, error: null, now });
    await setWebhookEndpointEnabled(tx, delivery.endpointId, false, "Answered 410 Gone");
  });
}
