import type { AddressInfo } from "node:net";

import { type ParsedMail, simpleParser } from "mailparser";
import {
  type SMTPServerAddress,
  SMTPServer,
  type SMTPServerDataStream,
  type SMTPServerSession,
} from "smtp-server";

/** One message as the server accepted it: the SMTP envelope, the parsed message and its bytes. */
export type ReceivedMail = {
  from: string;
  to: string[];
  mail: ParsedMail;
  raw: Buffer;
};

export type TestSmtp = {
  /** The port, the same across `stop()` and `start()`. */
  readonly port: number;
  /** SMTP_URL for the site or the transport. */
  readonly url: string;
  /** Every message accepted so far, in order. */
  readonly received: ReceivedMail[];
  /** How many messages were refused (451) so far. */
  readonly refused: number;
  /** Answers 451 (try again later) to the next `count` messages, after reading each one. */
  failNext(count: number): void;
  /**
   * Answers `code` to RCPT TO for `address` (case-insensitive) from now on: 550 is "no such
   * mailbox" (a hard bounce), 450 "mailbox busy" (try again later). `undefined` accepts it again.
   */
  refuseRecipient(address: string, code: number | undefined): void;
  /** Every RCPT TO answered with a refusal so far, by address as given. */
  readonly refusedRecipients: string[];
  /** Resolves once `count` messages in all have been accepted; rejects after `timeoutMs`. */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Resolves with the first message accepted for `address` (case-insensitive). */
  waitForMessageTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Resolves with the newest message `matches` accepts, as soon as one has arrived. */
  waitForMessage(
    matches: (mail: ReceivedMail) => boolean,
    what: string,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  /** Resolves with the first `count` messages `matches` accepts, as soon as that many have arrived. */
  waitForMessages(
    matches: (mail: ReceivedMail) => boolean,
    count: number,
    what: string,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  /** Stops listening and drops open connections at once: the mail server is down. */
  stop(): Promise<void>;
  /** Listens again on the same port: the mail server is back. */
  start(): Promise<void>;
  /** Stops for good. */
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback (smtp-server), without TLS or required authentication, parsing
 * each message with mailparser as a mail program would. Port 0 (the default) picks a free one.
 */
export async function startTestSmtp({ port = 0 }: { port?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;
  let refused = 0;
  const refusing = new Map<string, number>();
  const refusedRecipients: string[] = [];

  const onRcptTo = (
    address: SMTPServerAddress,
    _session: SMTPServerSession,
    done: (error?: Error | null) => void,
  ) => {
    const code = refusing.get(address.address.toLowerCase());
    if (code === undefined) return done();
    refusedRecipients.push(address.address);
    const text =
      code >= 500 ? "No such mailbox (test refusal)" : "Mailbox busy, try again later (test refusal)";
    done(Object.assign(new Error(text), { responseCode: code }));
  };
  let server: SMTPServer | undefined;
  let boundPort = port;

  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    done: (error?: Error | null) => void,
  ) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (failures > 0) {
        failures -= 1;
        refused += 1;
        done(Object.assign(new Error("Try again later (test failure)"), { responseCode: 451 }));
        return;
      }
      const raw = Buffer.concat(chunks);
      simpleParser(raw).then(
        (mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mail,
            raw,
          });
          for (const wake of waiters) wake();
          done();
        },
        (error: Error) => done(error),
      );
    });
  };

  const listen = async () => {
    if (server) return;
    const next = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      authOptional: true,
      logger: false,
      // Drop pooled client connections at once on stop(), as a crashed server would.
      closeTimeout: 50,
      onRcptTo,
      onData,
    });
    await new Promise<void>((resolve, reject) => {
      next.server.once("error", reject);
      next.listen(boundPort, "127.0.0.1", () => {
        next.server.off("error", reject);
        resolve();
      });
    });
    boundPort = (next.server.address() as AddressInfo).port;
    server = next;
  };

  const shut = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  const waitFor = <T>(found: () => T | undefined, what: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`SMTP test server: timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  await listen();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    received,
    get refused() {
      return refused;
    },
    failNext(count) {
      failures = count;
    },
    refuseRecipient(address, code) {
      if (code === undefined) refusing.delete(address.toLowerCase());
      else refusing.set(address.toLowerCase(), code);
    },
    refusedRecipients,
    waitForCount: (count, timeoutMs = 10_000) =>
      waitFor(
        () => (received.length >= count ? received.slice(0, count) : undefined),
        `${count} messages (have ${received.length})`,
        timeoutMs,
      ),
    waitForMessageTo: (address, timeoutMs = 10_000) =>
      waitFor(
        () => received.find((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase())),
        `a message to ${address}`,
        timeoutMs,
      ),
    waitForMessage: (matches, what, timeoutMs = 10_000) =>
      waitFor(() => received.filter(matches).at(-1), what, timeoutMs),
    waitForMessages: (matches, count, what, timeoutMs = 10_000) =>
      waitFor(
        () => {
          const found = received.filter(matches);
          return found.length >= count ? found.slice(0, count) : undefined;
        },
        `${count} ${what}`,
        timeoutMs,
      ),
    stop: shut,
    start: listen,
    close: shut,
  };
}
