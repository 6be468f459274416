/**
 * The mail the site sends during the page and browser tests: the site's SMTP_URL points at a real
 * SMTP server on loopback (tests/support/mail-sink.ts), which parses each message with mailparser
 * and lists them over HTTP. The browser suite's sink listens on the fixed ports below; the page
 * tests' sink on free ones, named by MAIL_SINK_URL in their environment.
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

const sinkUrl = () => process.env.MAIL_SINK_URL || MAIL_SINK_URL;

/** Every message received so far for `to` (case-insensitive), oldest first. */
export async function mailTo(to: string): Promise<SinkMail[]> {
  const response = await fetch(`${sinkUrl()}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mail sink answered ${response.status}`);
  return (await response.json()) as SinkMail[];
}

/**
 * The newest message to `to` whose subject matches, as soon as it has arrived: the outbox worker
 * sends a moment after the request that queued it, and the sink answers when the message comes.
 * The wait is a ceiling, not a measure: one site sends every test file's mail, on a machine the
 * other suites share, and a confirmation once took over 15 s to come.
 */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 45_000): Promise<SinkMail> {
  const query = new URLSearchParams({ to, subject: subject.source, wait: String(timeoutMs) });
  const response = await fetch(`${sinkUrl()}/messages?${query}`);
  if (response.status === 404)
    throw new Error(`no message to ${to} with a subject matching ${subject} within ${timeoutMs} ms`);
  if (!response.ok) throw new Error(`mail sink answered ${response.status}`);
  return (await response.json()) as SinkMail;
}

/** The first link in a message's plain-text part that goes to `path` on the site (e.g. "/waitlist/confirm"). */
export function linkIn(mail: SinkMail, path: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"\])]+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no ${path} link in "${mail.subject}":\n${mail.text}`);
  return link;
}
