import { admissionMailRenderers } from "~/features/admission/mail.server";
import { accountMailRenderers } from "~/features/auth/mail.server";
import { broadcastMailRenderers } from "~/features/broadcasts/mail.server";
import { waitlistMailRenderers } from "~/features/waitlist/mail.server";

import type { MailRenderers } from "./message";

/**
 * Every kind of message the worker can send, by the name stored in mail_outbox.kind. Each feature
 * that queues mail adds its renderers here with one import line (e.g. `...waitlistMailRenderers`).
 * A row whose kind is missing here is dropped (and logged): keep a kind for as long as rows of it
 * may still be queued.
 */
export const mailRenderers: MailRenderers = {
  ...waitlistMailRenderers,
  ...accountMailRenderers,
  ...admissionMailRenderers,
  ...broadcastMailRenderers,
};
