import express, { type Request, type Router } from "express";
import type { Logger } from "pino";
import { z } from "zod";

import type { Db } from "~/db/client.server";
import { getSportPreferences, saveSportPreferences } from "~/db/preferences.server";
import { displayNameSchema } from "~/features/auth/credentials";
import { preferencesSchema } from "~/features/dashboard/sports";
import type { AuthService } from "~/lib/auth.server";

import { requireJson } from "./json-body";

const profileSchema = z.object({ displayName: displayNameSchema });

/** The signed-in user's own data. Who it belongs to comes from the session cookie, never from the body. */
export function accountApi({ db, auth, logger }: { db: Db; auth: AuthService; logger: Logger }): Router {
  const router = express.Router();

  const currentUser = (req: Request) => auth.getUser(headersOf(req));

  router.get("/api/me/preferences", async (req, res) => {
    const user = await currentUser(req);
    if (!user) return void res.status(401).json({ error: "Not signed in" });
    res.json({ sports: await getSportPreferences(db, user.id) });
  });

  router.put("/api/me/preferences", ...requireJson, async (req, res) => {
    const user = await currentUser(req);
    if (!user) return void res.status(401).json({ error: "Not signed in" });
    const parsed = preferencesSchema.safeParse(req.body);
    if (!parsed.success)
      return void res.status(400).json({ error: parsed.error.issues[0]?.message ?? "Invalid" });
    await saveSportPreferences(db, user.id, parsed.data.sports);
    res.json({ sports: parsed.data.sports });
  });

  router.patch("/api/me", ...requireJson, async (req, res) => {
    const user = await currentUser(req);
    if (!user) return void res.status(401).json({ error: "Not signed in" });
    const parsed = profileSchema.safeParse(req.body);
    if (!parsed.success)
      return void res.status(400).json({ error: parsed.error.issues[0]?.message ?? "Invalid" });
    await auth.auth.api.updateUser({ headers: headersOf(req), body: { name: parsed.data.displayName } });
    logger.debug({ userId: user.id }, "display name changed");
    res.json({ user: { ...user, name: parsed.data.displayName } });
  });

  return router;
}

export function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}
