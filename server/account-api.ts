import { fromNodeHeaders } from "better-auth/node";
import express, { type Request, type Response, type Router } from "express";
import type { Logger } from "pino";
import type { z } from "zod";

import type { Db } from "~/db/client.server";
import { getSportPreferences, saveSportPreferences } from "~/db/preferences.server";
import { addToWishlist, getWishlist, removeFromWishlist } from "~/db/wishlist.server";
import { profileSchema } from "~/features/auth/credentials";
import { preferencesSchema } from "~/features/dashboard/sports";
import { isGalleryShoeId } from "~/features/gallery/shoes";
import { firstMessagePerField } from "~/features/validation/field-errors";
import { saveDisplayName } from "~/server/accounts.server";
import type { AuthService, SessionUser } from "~/server/auth.server";
import { getOptionalUser } from "~/server/guards.server";

import { requireJson } from "./json-body";

/** The signed-in user's own data. Who it belongs to comes from the session cookie, never from the body. */
export function accountApi({ db, auth, logger }: { db: Db; auth: AuthService; logger: Logger }): Router {
  const router = express.Router();

  /**
   * Runs `handler` for a signed-in request; answers 401 otherwise, and 503 when the session cannot
   * be read (getOptionalUser throws it as a Response, which the pages show as their error page).
   */
  const signedIn =
    (handler: (req: Request, res: Response, user: SessionUser) => Promise<void>) =>
    async (req: Request, res: Response) => {
      let user: SessionUser | null;
      try {
        user = await getOptionalUser(res.locals);
      } catch (thrown) {
        if (!(thrown instanceof globalThis.Response)) throw thrown;
        return void res.status(thrown.status).json({ error: thrown.statusText });
      }
      if (!user) return void res.status(401).json({ error: "Not signed in" });
      await handler(req, res, user);
    };

  /** The first problem's message: these bodies carry one field each. */
  const invalid = (res: Response, error: z.core.$ZodError) =>
    void res.status(400).json({ error: Object.values(firstMessagePerField(error))[0] ?? "Invalid input" });

  router.get(
    "/api/me/preferences",
    signedIn(async (_req, res, user) => {
      res.json({ sports: await getSportPreferences(db, user.id) });
    }),
  );

  router.put(
    "/api/me/preferences",
    ...requireJson,
    signedIn(async (req, res, user) => {
      const parsed = preferencesSchema.safeParse(req.body);
      if (!parsed.success) return invalid(res, parsed.error);
      await saveSportPreferences(db, user.id, parsed.data.sports);
      res.json({ sports: parsed.data.sports });
    }),
  );

  router.patch(
    "/api/me",
    ...requireJson,
    signedIn(async (req, res, user) => {
      const parsed = profileSchema.safeParse(req.body);
      if (!parsed.success) return invalid(res, parsed.error);
      await saveDisplayName(auth, fromNodeHeaders(req.headers), parsed.data.displayName);
      logger.debug({ userId: user.id }, "display name changed");
      res.json({ user: { ...user, name: parsed.data.displayName } });
    }),
  );

  router.get(
    "/api/me/wishlist",
    signedIn(async (_req, res, user) => {
      res.json({ shoes: await getWishlist(db, user.id) });
    }),
  );

  for (const method of ["put", "delete"] as const) {
    router[method](
      "/api/me/wishlist/:shoeId",
      signedIn(async (req, res, user) => {
        const shoeId = String(req.params.shoeId);
        if (!isGalleryShoeId(shoeId)) return void res.status(404).json({ error: "No such shoe" });
        if (method === "put") await addToWishlist(db, user.id, shoeId);
        else await removeFromWishlist(db, user.id, shoeId);
        res.json({ shoes: await getWishlist(db, user.id) });
      }),
    );
  }

  return router;
}
