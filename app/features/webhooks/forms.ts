// zod/mini: the register form checks with this schema in the browser too (see app/lib/conform-forms.ts).
import * as z from "zod/mini";

import { WEBHOOK_EVENTS, type WebhookEvent } from "~/vocabulary";

import { webhookUrlShapeProblem } from "./url-shape";

export const WEBHOOK_MESSAGES = {
  url: "Please enter the endpoint's URL.",
  events: "Please choose at least one event.",
} as const;

/**
 * The register form: a URL of the right shape (url-shape.ts; the action also checks an address
 * written as its host, and every delivery checks the addresses it resolves to) and the events it
 * wants. `allowPrivate` is WEBHOOKS_ALLOW_PRIVATE.
 */
export function registerSchema(allowPrivate: boolean) {
  return z.object({
    url: z.string({ error: WEBHOOK_MESSAGES.url }).check(
      z.trim(),
      z.minLength(1, WEBHOOK_MESSAGES.url),
      z.maxLength(2000, "The URL is too long."),
      z.superRefine((url, ctx) => {
        const problem = webhookUrlShapeProblem(url, allowPrivate);
        if (problem) ctx.addIssue({ code: "custom", message: problem, input: url });
      }),
    ),
    events: z
      .array(z.enum(WEBHOOK_EVENTS as unknown as [WebhookEvent, ...WebhookEvent[]]), {
        error: WEBHOOK_MESSAGES.events,
      })
      .check(z.minLength(1, WEBHOOK_MESSAGES.events)),
  });
}

/** An endpoint's buttons (disable, enable, delete): its id in a hidden field. */
export const endpointSchema = z.object({ endpointId: z.uuid() });

/** A delivery's Resend button. */
export const resendSchema = z.object({ deliveryId: z.uuid() });

export const ENDPOINT_INTENTS = ["register", "disable", "enable", "delete"] as const;
export type EndpointIntent = (typeof ENDPOINT_INTENTS)[number];

export function parseEndpointIntent(value: unknown): EndpointIntent | undefined {
  return ENDPOINT_INTENTS.find((intent) => intent === value);
}
