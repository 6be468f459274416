import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";

import { readResendEvent } from "./resend";

const SECRET = `whsec_${Buffer.from("a test secret of 32 bytes, ok!!!").toString("base64")}`;

/** Headers as Resend sends them: Standard Webhooks' id, timestamp and v1 signature of the body. */
function signed(body: string, { at = new Date(), id = "msg_1", secret = SECRET } = {}): Headers {
  return new Headers({
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, body),
  });
}

const bounced = (type: string) =>
  JSON.stringify({
    type: "email.bounced",
    created_at: "2026-11-28T09:00:00.000Z",
    data: {
      email_id: "56761188-7520-42d8-8898-ff6fc54ce618",
      from: "Modura <no-reply@modura.example>",
      to: ["Gone@Example.com"],
      subject: "Confirm your place",
      bounce: { message: "The recipient's mailbox does not exist.", subType: "General", type },
    },
  });

describe("readResendEvent", () => {
  it("reads a signed permanent bounce as a bounce of its recipients, a complaint as a complaint", () => {
    expect(readResendEvent(SECRET, signed(bounced("Permanent")), bounced("Permanent"))).toEqual({
      ok: true,
      id: "msg_1",
      action: { kind: "bounce", emails: ["Gone@Example.com"] },
    });
    const complaint = JSON.stringify({ type: "email.complained", data: { to: ["a@b.example"] } });
    expect(readResendEvent(SECRET, signed(complaint), complaint)).toMatchObject({
      ok: true,
      action: { kind: "complaint", emails: ["a@b.example"] },
    });
  });

  it("ignores a transient bounce and other events", () => {
    expect(readResendEvent(SECRET, signed(bounced("Transient")), bounced("Transient"))).toMatchObject({
      ok: true,
      action: { kind: "ignored", why: "Transient bounce" },
    });
    const delivered = JSON.stringify({ type: "email.delivered", data: { to: ["a@b.example"] } });
    expect(readResendEvent(SECRET, signed(delivered), delivered)).toMatchObject({
      action: { kind: "ignored", why: "email.delivered" },
    });
  });

  it("refuses (401) an unsigned, a wrongly signed, an altered or an old delivery", () => {
    const body = bounced("Permanent");
    const refused = { ok: false, status: 401 };
    expect(readResendEvent(SECRET, new Headers(), body)).toMatchObject(refused);
    const other = `whsec_${Buffer.from("another secret of 32 bytes, no!!").toString("base64")}`;
    expect(readResendEvent(SECRET, signed(body, { secret: other }), body)).toMatchObject(refused);
    expect(readResendEvent(SECRET, signed(body), body.replace("Gone", "Else"))).toMatchObject(refused);
    const old = new Date(Date.now() - 10 * 60 * 1000);
    expect(readResendEvent(SECRET, signed(body, { at: old }), body)).toMatchObject({
      ...refused,
      error: expect.stringMatching(/too old/),
    });
  });

  it("answers 400 to a signed body that is not a Resend event", () => {
    expect(readResendEvent(SECRET, signed("{nope"), "{nope")).toMatchObject({ ok: false, status: 400 });
    const wrong = JSON.stringify({ type: "email.bounced", data: { to: [42] } });
    expect(readResendEvent(SECRET, signed(wrong), wrong)).toMatchObject({ ok: false, status: 400 });
  });
});
