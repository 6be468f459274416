import { toNodeHandler } from "better-auth/node";
import express, { type Router } from "express";

import { CLIENT_IP_HEADER, type AuthService } from "~/lib/auth.server";

export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured on this server.";
export const GOOGLE_UNREACHABLE = "Google sign-in is unavailable right now. Please try again later.";

/**
 * Better Auth's endpoints under /api/auth. Mounted before any body parser: the handler reads the
 * request body itself.
 */
export function authRoutes(service: AuthService): Router {
  const router = express.Router();
  const handlers = new WeakMap<object, ReturnType<typeof toNodeHandler>>();
  const handlerFor = (auth: AuthService["auth"]) => {
    let handler = handlers.get(auth);
    if (!handler) handlers.set(auth, (handler = toNodeHandler(auth)));
    return handler;
  };

  router.all("/api/auth/{*splat}", (req, _res, next) => {
    // Better Auth's rate limiter keys on this header: the socket's address, never a client's claim.
    req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? "unknown";
    next();
  });

  // Google is our only social provider, so every social sign-in start is a Google one.
  router.post("/api/auth/sign-in/social", async (_req, res, next) => {
    if (service.googleStatus === "not-configured") {
      res.status(404).json({ code: "GOOGLE_NOT_CONFIGURED", message: GOOGLE_NOT_CONFIGURED });
      return;
    }
    if (!(await service.ensureGoogle())) {
      res.status(503).json({ code: "GOOGLE_UNREACHABLE", message: GOOGLE_UNREACHABLE });
      return;
    }
    next();
  });

  router.all("/api/auth/{*splat}", (req, res) => handlerFor(service.auth)(req, res));
  return router;
}
