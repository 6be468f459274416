import type { Db } from "~/db/client.server";
import type { Decision } from "~/features/rate-limit/limits";

import type { GoogleStatus, SessionUser } from "./auth.server";

/** What our server hands every loader and action (see server/app.ts). */
export type ModuraLoadContext = {
  db: Db;
  requestId: string;
  /** The signed-in user, from the request's session cookie; null for an anonymous visitor. */
  user: SessionUser | null;
  googleStatus: GoogleStatus;
  /** Counts this request's client against a rate limit (server/rate-limit.ts); e.g. the no-JS waitlist form. */
  rateLimit: (name: "waitlist") => Promise<Decision>;
  /** This response's Content-Security-Policy nonce, which every inline script must carry. */
  cspNonce: string;
  /** Logs an unexpected error once, as JSON, with the request id. */
  logError: (error: unknown) => void;
};

declare module "react-router" {
  // Declaration merging needs an interface; its members come from ModuraLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ModuraLoadContext {}
}
