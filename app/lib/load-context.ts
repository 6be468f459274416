import type { Db } from "~/db/client.server";

import type { GoogleStatus, SessionUser } from "./auth.server";

/** What our server hands every loader and action (see server/app.ts). */
export type ModuraLoadContext = {
  db: Db;
  requestId: string;
  /** The signed-in user, from the request's session cookie; null for an anonymous visitor. */
  user: SessionUser | null;
  googleStatus: GoogleStatus;
};

declare module "react-router" {
  // Declaration merging needs an interface; its members come from ModuraLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ModuraLoadContext {}
}
