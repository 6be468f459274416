import type { Db } from "~/db/client.server";

/** What our server hands every loader and action (see server/app.ts). */
export type ModuraLoadContext = {
  db: Db;
  requestId: string;
};

declare module "react-router" {
  interface AppLoadContext extends ModuraLoadContext {}
}
