import type { Db } from "~/db/client.server";

/** What our server hands every loader and action (see server/app.ts). */
export type ModuraLoadContext = {
  db: Db;
  requestId: string;
};

declare module "react-router" {
  // Declaration merging needs an interface; its members come from ModuraLoadContext.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ModuraLoadContext {}
}
