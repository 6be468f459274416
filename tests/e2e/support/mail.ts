/**
 * The mail the site sends during the end-to-end suite: the app's SMTP_URL points at a real SMTP
 * server on loopback (tests/e2e/support/mail-sink.ts, one of Playwright's web servers), which
 * parses each message with mailparser and lists them over HTTP for the tests.
 */
export const MAIL_SINK_SMTP_PORT = 3241;
export const MAIL_SINK_HTTP_PORT = 3242;
export const MAIL_SINK_SMTP_URL = `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`;
export const MAIL_SINK_URL = `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`;

/** One received message, as the sink lists it. */
export type SinkMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each header's raw value, by lower-case name (the last one when a header repeats). */
  headers: Record<string, string>;
};

/** Every message received so far for `to` (case-insensitive), oldest first. */
export async function mailTo(to: string): Promise<SinkMail[]> {
  const response = await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mail sink answered ${response.status}`);
  return (await response.json()) as SinkMail[];
}

/**
 * The newest message to `to` whose subject matches, once it has arrived: the outbox worker sends
 * a moment after the request that queued it.
 */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<SinkMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailTo(to)).filter((mail) => subject.test(mail.subject)).at(-1);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no message to ${to} with a subject matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a message's plain-text part that goes to `path` on the site (e.g. "/waitlist/confirm"). */
export function linkIn(mail: SinkMail, path: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"\])]+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no ${path} link in "${mail.subject}":\n${mail.text}`);
  return link;
}
