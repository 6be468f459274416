import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";

import {
  RETRY_WINDOW_MS,
  isWebhookEvent,
  newMessageId,
  newWebhookSecret,
  nextAttemptAt,
  signedHeaders,
  webhookPayload,
} from "./events";

describe("webhook payloads", () => {
  it("are { type, timestamp, data } with only the fields given", () => {
    const at = new Date("2026-03-01T12:00:00Z");
    expect(
      webhookPayload(
        "member.joined",
        { id: "m1", email: "a@example.com", referrerId: null, status: undefined },
        at,
      ),
    ).toEqual({
      type: "member.joined",
      timestamp: "2026-03-01T12:00:00.000Z",
      data: { id: "m1", email: "a@example.com", referrerId: null },
    });
    expect(isWebhookEvent("member.accepted")).toBe(true);
    expect(isWebhookEvent("member.deleted")).toBe(false);
  });
});

describe("signing", () => {
  it("gives headers that Standard Webhooks' own verify accepts, and rejects a changed body", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const id = newMessageId();
    expect(id).toMatch(/^msg_[0-9a-f]{32}$/);
    const body = JSON.stringify({ type: "member.joined", data: { id: "m1" } });
    const headers = signedHeaders(secret, id, body, new Date());
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace("m1", "m2"), headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });
});

describe("the retry schedule", () => {
  const created = new Date("2026-03-01T00:00:00Z");
  it("waits 30 s after the first failure, doubling, at most 2 hours", () => {
    const waits = [1, 2, 3, 4, 8, 9, 20].map(
      (attempts) => nextAttemptAt(attempts, created, created)!.getTime() - created.getTime(),
    );
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 3_840_000, 7_200_000, 7_200_000]);
  });

  it("gives up once the next try would be more than 24 hours after the event", () => {
    const late = new Date(created.getTime() + RETRY_WINDOW_MS - 10_000);
    expect(nextAttemptAt(1, created, late)).toBeNull();
    expect(nextAttemptAt(1, created, new Date(late.getTime() - 30_000))).not.toBeNull();
  });
});
