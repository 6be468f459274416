import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import nodemailer from "nodemailer";
import type { Logger } from "pino";

import type { Config, DkimKey } from "~/platform/config.server";

/** One message as the worker hands it over; the transport adds From (MAIL_FROM) and the Message-ID. */
export type OutgoingMail = {
  /**
   * The outbox row's id: the Message-ID is made from it, so a message sent again after a crash
   * (accepted, then the process died before recording it) is the same message, which mail systems
   * that dedupe by Message-ID show once. Without one, nodemailer makes a random Message-ID.
   */
  id?: string | undefined;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string> | undefined;
};

export type MailTransport = {
  /** Resolves once the message is accepted (by the SMTP server, or written to the outbox folder). */
  send(message: OutgoingMail): Promise<void>;
  /** Closes pooled SMTP connections; the transport is not used afterwards. */
  close(): void;
};

/** `<id@domain>`, the domain being MAIL_FROM's (the sender's own namespace, as RFC 5322 asks). */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${id}@${domain}>`;
}

/** nodemailer's options for `message`: its fields, From, and the Message-ID when it has an id. */
function mailOptions({ id, ...message }: OutgoingMail, from: string) {
  return { ...message, from, ...(id ? { messageId: messageIdOf(id, from) } : {}) };
}

/** The folder that holds the messages of a site without SMTP_URL. */
export function outboxFolder(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/**
 * SMTP_URL set: nodemailer over SMTP. smtp:// upgrades with STARTTLS when the server offers it,
 * smtps:// is TLS from the start; the URL's own query (e.g. `?pool=false`) wins over these options.
 * Unset: each message becomes an .eml file in DATA_DIR/outbox and one log line with its links, so
 * a person running the site without a mail server can still follow a confirmation link.
 */
export function createMailTransport(config: Pick<Config, "mail" | "dataDir">, logger: Logger): MailTransport {
  const { smtpUrl, from, dkim } = config.mail;
  return smtpUrl
    ? smtpTransport(smtpUrl, from, dkim)
    : fileTransport(outboxFolder(config.dataDir), from, dkim, logger);
}

/**
 * The longest one message may take, whatever the server does: nodemailer's timeouts see only a
 * silent socket, not a server that trickles its replies. Well within the worker's lease.
 */
const SEND_TIMEOUT_MS = 60_000;

function smtpTransport(smtpUrl: string, from: string, dkim: DkimKey | undefined): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Signed last, after every header is set, so the signature covers what the receiver sees.
    ...(dkim ? { dkim } : {}),
    // A few kept-open connections: the worker sends a batch at a time, and a new TCP (and TLS)
    // handshake per message would cap its throughput well below what a relay accepts.
    pool: true,
    maxConnections: 3,
    // nodemailer waits minutes by default; a stalled server must fail the attempt (to be retried).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  // close() cuts off the sends in flight (the site is stopping): they fail, and are retried later.
  const closing = new AbortController();
  return {
    async send(message) {
      // nodemailer 10 takes an AbortSignal per message; its type definitions do not list it yet.
      const options = {
        ...mailOptions(message, from),
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]),
      };
      await transporter.sendMail(options);
    },
    close() {
      closing.abort(new Error("the mail transport was closed"));
      (transporter.close as (options?: { force?: boolean }) => void)({ force: true });
    },
  };
}

/** Links a person would follow, in the order the text part gives them, without a closing full stop. */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'[\]()]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, "")))];
}

function fileTransport(
  folder: string,
  from: string,
  dkim: DkimKey | undefined,
  logger: Logger,
): MailTransport {
  // The same MIME message SMTP would carry (signed too), so an .eml opens in any mail program.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
    ...(dkim ? { dkim } : {}),
  });
  return {
    async send(message) {
      // Each time: someone may clear the folder while the site runs.
      await fs.mkdir(folder, { recursive: true });
      const { message: raw } = await composer.sendMail(mailOptions(message, from));
      // Sortable by name: the newest message is the last file in a listing.
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(file, raw as Buffer);
      const links = linksIn(message.text);
      logger.info(
        { to: message.to, subject: message.subject, links, file },
        `mail (no SMTP_URL, saved as ${file}) to ${message.to}: "${message.subject}"${links.length ? ` links: ${links.join(" ")}` : ""}`,
      );
    },
    close() {},
  };
}
