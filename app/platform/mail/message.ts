import type { Db } from "~/db/queryable";

/** A message ready for the transport: both parts, and any headers of its own (List-Unsubscribe). */
export type RenderedMail = {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** What a renderer may read when the worker sends its message. */
export type MailRenderContext = {
  db: Db;
  /** PUBLIC_URL: every link in a message starts with it. */
  publicUrl: string;
  /** The site's secret (the auth secret); a renderer derives its own signing key from it. */
  secret: string;
};

/**
 * Builds one kind of message from the payload stored with it, when it is sent. Null: the message is
 * no longer wanted (its member was removed) and is dropped unsent.
 */
export type MailRenderer = (payload: unknown, context: MailRenderContext) => Promise<RenderedMail | null>;

/** Every kind of message, by the name stored in mail_outbox.kind. */
export type MailRenderers = Record<string, MailRenderer>;
