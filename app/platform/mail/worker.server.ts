import type { Logger } from "pino";

import type { Db } from "~/db/queryable";
import type { JobDefinition, SetTimer } from "~/platform/jobs.server";

import { markMailSuppressed, suppressAddress, suppressedAmong } from "~/db/mail-suppressions.server";

import { type Backoff, DEFAULT_BACKOFF, retryDelayMs } from "./backoff";
import { isHardBounce } from "./bounce";
import type { MailRenderContext, MailRenderers } from "./message";
import {
  type ClaimedMail,
  claimDueMail,
  dropMail,
  markMailFailed,
  markMailSent,
  releaseMail,
} from "~/db/mail-outbox.server";
import type { MailTransport } from "./transport.server";

export type MailWorkerOptions = {
  db: Db;
  transport: MailTransport;
  renderers: MailRenderers;
  renderContext: MailRenderContext;
  logger: Logger;
  /** How often to look for due mail when there was none (the jobs' `wake("mail")` looks at once). */
  pollMs?: number;
  /** How many messages one claim takes. */
  batchSize?: number;
  /** How many messages of a batch are in flight at once (the SMTP pool has a few connections). */
  concurrency?: number;
  /** After this many failed attempts at one message, it is given up (and logged as an error). */
  maxAttempts?: number;
  backoff?: Backoff;
  /** How long a claim lasts: another instance may take a row whose lease has lapsed. */
  leaseMs?: number;
  /**
   * Told when a cycle has ended: its claim made and every message of it sent, failed, dropped or
   * handed back, and recorded (or the database failed it). Progress a caller can wait for instead of
   * the clock: once a cycle that began after some moment has ended having claimed nothing, nothing
   * due at that moment is left unsent or in flight.
   */
  onCycle?: (cycle: MailCycle) => void;
  /**
   * Sets the timer of the next cycle and returns what clears it (jobs.server.ts). Injected, like a
   * clock, so a caller can see what the worker has scheduled; after stop() it schedules nothing.
   */
  setTimer?: SetTimer;
  /**
   * Suppresses an address whose SMTP server refused it for good (a 5xx to RCPT TO or DATA). The
   * site's suppresses it and tells the webhooks (app/features/mail-events); without one, it is only
   * suppressed.
   */
  onHardBounce?: (address: string) => Promise<void>;
};

/** What one cycle did. */
export type MailCycle = {
  /** How many messages it claimed. */
  claimed: number;
  /** Set when a query failed, the claim or the recording of an outcome. */
  error?: unknown;
};

/** 10 attempts with the default backoff span about 8 hours. */
const MAX_ATTEMPTS = 10;
/**
 * Sends what the outbox holds, beside the requests (never inside one: a request only inserts; see
 * enqueueMail), so a slow or failing mail server costs a visitor nothing. Each tick claims a batch
 * (claimDueMail), renders each message by its kind, sends it, and records the outcome; a failure is
 * retried with backoff and logged once: a warning per failed attempt, an error when it gives up.
 * A message sent just before a crash, and not yet recorded, is sent again: delivery is at least once,
 * but the copy carries the same Message-ID (made from the row's id), so it is the same message.
 * A job of jobs.server.ts, which runs a cycle at once after a full batch or a wake, else every pollMs.
 */
export function mailWorkerJob({
  db,
  transport,
  renderers,
  renderContext,
  logger,
  pollMs = 1_000,
  batchSize = 50,
  concurrency = 4,
  maxAttempts = MAX_ATTEMPTS,
  backoff = DEFAULT_BACKOFF,
  leaseMs = 5 * 60 * 1000,
  onCycle = () => {},
  setTimer,
  onHardBounce = async (address) => {
    await suppressAddress(db, { email: address, reason: "bounce", source: "smtp" });
  },
}: MailWorkerOptions): JobDefinition<MailCycle> {
  // What the cycle in progress has claimed, told with its error if a later query fails it.
  let cycle: MailCycle = { claimed: 0 };

  const fail = async (mail: ClaimedMail, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const base = { id: mail.id, kind: mail.kind, attempt: mail.attempts, error: message };
    if (isHardBounce(error)) {
      // Retrying a refused address only hurts the sender's reputation: no retry, and no mail again.
      await onHardBounce(mail.recipient);
      await markMailSuppressed(db, mail.id);
      logger.warn(base, `mail refused for good, the address is now undeliverable: ${message}`);
      return;
    }
    if (mail.attempts >= maxAttempts) {
      await markMailFailed(db, mail.id, { error: message, retryInMs: null });
      logger.error(base, `mail given up after ${mail.attempts} attempts: ${message}`);
      return;
    }
    const retryInMs = retryDelayMs(mail.attempts, backoff);
    await markMailFailed(db, mail.id, { error: message, retryInMs });
    logger.warn({ ...base, retryInMs }, `mail attempt ${mail.attempts} failed, will retry: ${message}`);
  };

  const deliver = async (mail: ClaimedMail, suppressed: Set<string>) => {
    if (suppressed.has(mail.recipient.trim().toLowerCase())) {
      await markMailSuppressed(db, mail.id);
      logger.info({ id: mail.id, kind: mail.kind }, "mail to an undeliverable address, not sent");
      return;
    }
    const render = Object.hasOwn(renderers, mail.kind) ? renderers[mail.kind] : undefined;
    if (!render) {
      await dropMail(db, mail.id);
      logger.error({ id: mail.id, kind: mail.kind }, `mail of unknown kind "${mail.kind}" dropped`);
      return;
    }
    let rendered;
    try {
      rendered = await render(mail.payload, renderContext);
    } catch (error) {
      return fail(mail, error);
    }
    if (!rendered) {
      await dropMail(db, mail.id);
      logger.info({ id: mail.id, kind: mail.kind }, "mail no longer wanted, dropped unsent");
      return;
    }
    try {
      // The row's id names the message (its Message-ID): a send repeated after a crash is the same message.
      await transport.send({ id: mail.id, to: mail.recipient, ...rendered });
    } catch (error) {
      return fail(mail, error);
    }
    await markMailSent(db, mail.id);
  };

  /** One claim and its sends; counts what it claimed into `cycle` as soon as it has. */
  const tick = async (stopping: AbortSignal): Promise<MailCycle> => {
    cycle = { claimed: 0 };
    const batch = await claimDueMail(db, { limit: batchSize, leaseMs });
    cycle.claimed = batch.length;
    // Read when sending, not when queueing: mail queued before the address bounced stops too.
    const suppressed = await suppressedAmong(
      db,
      batch.map((mail) => mail.recipient),
    );
    const claimedAt = Date.now();
    const untried: string[] = [];
    const queue = [...batch];
    const lane = async () => {
      for (let mail = queue.shift(); mail; mail = queue.shift()) {
        // Past half the lease, another instance may soon take these rows: hand them back untried.
        if (stopping.aborted || Date.now() - claimedAt > leaseMs / 2) untried.push(mail.id);
        else await deliver(mail, suppressed);
      }
    };
    const lanes = await Promise.allSettled(Array.from({ length: concurrency }, lane));
    await releaseMail(db, untried);
    const failed = lanes.find((lane) => lane.status === "rejected");
    if (failed) throw failed.reason;
    return cycle;
  };

  return {
    name: "mail worker",
    logger,
    failure: "the outbox cannot be read or updated",
    everyMs: pollMs,
    run: tick,
    // A full batch: more may be due at once.
    nextInMs: (done) => (done.claimed === batchSize ? 0 : pollMs),
    onRun: ({ result, error }) => onCycle(result ?? { ...cycle, error }),
    setTimer,
  };
}
