import type { Db } from "~/db/queryable";
import type { Attribution } from "~/db/page-views.server";
import type { Decision } from "~/lib/rate-limit/limits";

import type { AuthService, GoogleStatus } from "./auth.server";
import type { BurstRule, PrivacyFacts, RateLimits } from "./config.server";
import type { RequestSession } from "./guards.server";

/** What our server hands every loader and action (see server/app.ts). */
export type ModuraLoadContext = {
  /** FRAUD_BURST: joins from one network within a window that flag a burst; null when off. */
  fraudBurst: BurstRule;
  db: Db;
  /** PUBLIC_URL from the config read at start: pages build their canonical and sharing URLs on it. */
  publicUrl: string;
  requestId: string;
  /** The request's session, read when first asked: through getOptionalUser and requireUser (guards.server.ts). */
  session: RequestSession;
  googleStatus: GoogleStatus;
  /**
   * Counts one request against a named rate limit (server/rate-limit.ts): per client address, or per
   * `subject` (an email) when given. The forms' actions and the /api routes alike.
   */
  rateLimit: (name: keyof RateLimits, subject?: string) => Promise<Decision>;
  /** Better Auth, for the route actions that sign in, sign up and sign out (app/features/auth/actions.server.ts). */
  auth: AuthService;
  /** The client's address as the server resolved it (socket, or per TRUST_PROXY). */
  clientAddress: string;
  /**
   * Where this visitor's first page view today came from (app/features/analytics), for the
   * waitlist join it leads to; undefined when none was counted. Never throws.
   */
  visitAttribution: () => Promise<Attribution | undefined>;
  /** This response's Content-Security-Policy nonce, which every inline script must carry. */
  cspNonce: string;
  /** Logs an unexpected error once, as JSON, with the request id. */
  logError: (error: unknown) => void;
  /** Logs what a request did that operators should see (a provider's mail event), with the request id. */
  logInfo: (fields: Record<string, unknown>, message: string) => void;
  /** MAIL_WEBHOOK_SECRET: what the sending provider's events are signed with; undefined, none are taken. */
  mailWebhookSecret: string | undefined;
  /** WEBHOOKS_ALLOW_PRIVATE: whether a webhook endpoint may be a loopback or private address. */
  webhooksAllowPrivate: boolean;
  /** EMBED_ORIGINS: the sites whose pages may frame /embed/waitlist. */
  embedOrigins: string[];
  /** TEAM_TIME_ZONE: the IANA zone the launch room enters and shows scheduled times in. */
  teamTimeZone: string;
  /** What the privacy notice states from the config: contact, hosting, mail server, retention periods. */
  privacy: PrivacyFacts;
};

declare module "react-router" {
  // Declaration merging needs an interface; its members come from ModuraLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ModuraLoadContext {}
}
