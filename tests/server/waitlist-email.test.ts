import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import { confirmMember, memberStatus } from "../../app/features/waitlist/members.server";
import { waitlistTokens } from "../../app/features/waitlist/tokens.server";
import { databaseKinds } from "../../dev/harness/databases";
import { type TestSmtp, startTestSmtp } from "../../dev/harness/smtp";
import { TEST_AUTH_SECRET, useTestServer } from "../../dev/harness/test-server";

import { valid } from "../support/server-waitlist";

/** The token of the first link to `page` in a message's text. */
function tokenIn(text: string, url: string, page: string): string {
  const escaped = `${url}/waitlist/${page}?token=`.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const match = new RegExp(`${escaped}([A-Za-z0-9_.%-]+)`).exec(text);
  if (!match) throw new Error(`no /waitlist/${page} link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

describe.each(databaseKinds())("waitlist email end to end on $label", (kind) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const ctx = useTestServer(kind, () => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Modura <hello@modura.example>",
    RATE_LIMIT: "on",
    RATE_LIMIT_WAITLIST: "1000/60",
    RATE_LIMIT_WAITLIST_MAIL: "2/3600",
  }));

  const join = (body: Record<string, unknown>) =>
    fetch(`${ctx.server.url}/api/waitlist`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("joins through the API, receives the confirmation, confirms with its link and is #1", async () => {
    const email = "first@example.com";
    const res = await join({ ...valid, email, fullName: "First Runner" });
    expect(res.status).toBe(201);

    const { mail, to } = await smtp.waitForMessageTo(email, 20_000);
    expect(to).toEqual([email]);
    expect(mail.subject).toMatch(/confirm/i);
    // The name typed into the form stays out of a message to an address not yet confirmed.
    expect(mail.text).not.toContain("First Runner");
    expect(mail.html).toBeTruthy();
    const header = (name: string) =>
      mail.headerLines.find((h) => h.key === name)?.line.replace(/\r\n(?=[ \t])/g, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(header("list-unsubscribe")).toBe(
      `List-Unsubscribe: <${ctx.server.url}/waitlist/unsubscribe?token=${tokenIn(mail.text!, ctx.server.url, "unsubscribe")}>`,
    );

    const members = { db: ctx.database.db, secret: TEST_AUTH_SECRET };
    const confirmed = await confirmMember(members, tokenIn(mail.text!, ctx.server.url, "confirm"));
    expect(confirmed).toMatchObject({ kind: "confirmed" });
    const status = await memberStatus(members, tokenIn(mail.text!, ctx.server.url, "status"));
    expect(status).toMatchObject({ kind: "confirmed", place: 1, membersInLine: 1, confirmedReferrals: 0 });

    // Confirming queued the status email: the place, and the referral link.
    const entry = await findWaitlistEntryByEmail(ctx.database.db, email);
    await smtp.waitForCount(2, 20_000);
    const statusMail = smtp.received.filter((m) => m.to[0] === email)[1]!.mail;
    expect(statusMail.subject).toContain("#1");
    expect(statusMail.text).toContain(`${ctx.server.url}/?ref=${entry!.referralCode}`);
  });

  it("answers the same to a new, a repeat, a confirmed and an over-the-limit join", async () => {
    const email = "same@example.com";
    const answers = [];
    const answer = async (res: Response) => ({
      status: res.status,
      type: res.headers.get("content-type"),
      retryAfter: res.headers.get("retry-after"),
      body: await res.text(),
    });
    answers.push(await answer(await join({ ...valid, email }))); // new
    answers.push(await answer(await join({ ...valid, email }))); // repeat, pending
    answers.push(await answer(await join({ ...valid, email }))); // over the mail limit (2/hour)
    // Confirm with the latest link (the second join's replaced the first's).
    const entry = await findWaitlistEntryByEmail(ctx.database.db, email);
    const members = { db: ctx.database.db, secret: TEST_AUTH_SECRET };
    expect(
      await confirmMember(members, waitlistTokens(TEST_AUTH_SECRET).confirm(entry!.id, entry!.confirmNonce!)),
    ).toMatchObject({ kind: "confirmed" });
    answers.push(await answer(await join({ ...valid, email }))); // confirmed
    answers.push(await answer(await join({ ...valid, email: "other@example.com" }))); // another new one
    expect(answers).toEqual(
      Array(5).fill({ status: 201, type: answers[0]!.type, retryAfter: null, body: '{"ok":true}' }),
    );
  });
});
