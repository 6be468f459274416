import { randomBytes } from "node:crypto";

import { fromNodeHeaders } from "better-auth/node";
import express, { type RequestHandler, type Router } from "express";

import { GOOGLE_UNREACHABLE } from "~/features/auth/messages";
import { FORGOT_PASSWORD_ANSWER, checkForgotPassword } from "~/features/auth/recovery";
import { HONEYPOT_FIELD, isHoneypotFilled } from "~/features/honeypot/honeypot";
import {
  type AccountContext,
  checkAttemptLimits,
  checkMailLimits,
  requestPasswordReset,
} from "~/server/accounts.server";
import { CLIENT_IP_HEADER, type AuthService } from "~/server/auth.server";
import type { WithSession } from "~/server/guards.server";

import { parseAuthBody, serializeWithout, stringField } from "./auth-body";
import { fromFetchHandler } from "./fetch-adapter";
import { JSON_BODY_LIMIT } from "./json-body";
import { type RateLimiting, clientAddress, tooManyRequests } from "./rate-limit";

export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured on this server.";
export { GOOGLE_UNREACHABLE };

/**
 * Better Auth's endpoints under /api/auth. Mounted before any body parser: Better Auth reads the
 * body itself, except on the two email routes, which read it first (see `readBody`).
 */
export function authRoutes(
  service: AuthService,
  limits: RateLimiting,
  logError: (error: unknown) => void,
): Router {
  const router = express.Router();

  router.all("/api/auth/{*splat}", (req, res, next) => {
    // Better Auth's limiter and session records key on this header: the address Express resolved
    // (the socket's, or per TRUST_PROXY), never a client's own claim.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });

  router.post("/api/auth/sign-in/email", readBody, limitBy(limits, "signIn"));
  // Better Auth's before hook checks the body itself (app/server/sign-up-check.server.ts).
  router.post("/api/auth/sign-up/email", readBody, limitBy(limits, "signUp"), honeypot);

  // "Forgot password?" as JSON: the form's schema, limits and one answer (accounts.server.ts).
  router.post("/api/auth/request-password-reset", readBody, async (req, res) => {
    const check = checkForgotPassword({
      email: stringField(parseAuthBody(req.body, req.get("content-type")), "email"),
    });
    if (!check.ok) {
      res.status(400).json({ code: "INVALID_EMAIL", message: check.fields.email });
      return;
    }
    const context: AccountContext = {
      auth: service,
      rateLimit: (name, subject) => limits.check(name, subject ?? clientAddress(req)),
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
      logError,
    };
    const result = await requestPasswordReset(
      context,
      { headers: fromNodeHeaders(req.headers) },
      check.email,
    );
    if (!result.ok) return tooManyRequests(res, result.retryAfterSeconds ?? 60);
    res.json({ status: true, message: FORGOT_PASSWORD_ANSWER.description });
  });

  // A verification email, asked for by a session or by address: the mail limits first.
  router.post("/api/auth/send-verification-email", readBody, async (req, res, next) => {
    const email = stringField(parseAuthBody(req.body, req.get("content-type")), "email");
    if (!limits.enabled || !email) return next();
    const decision = await checkMailLimits(
      (name, subject) => limits.check(name, subject ?? clientAddress(req)),
      email,
    );
    if (!decision.allowed) return tooManyRequests(res, decision.retryAfterSeconds);
    next();
  });

  // A change of email sends mail to the signed-in user: the mail limits, counted on their address.
  router.post("/api/auth/change-email", async (req, res, next) => {
    if (!limits.enabled) return next();
    const found = await (res.locals as Partial<WithSession>).session?.();
    const email = found?.readable ? found.user?.email : undefined;
    if (!email) return next();
    const decision = await checkMailLimits(
      (name, subject) => limits.check(name, subject ?? clientAddress(req)),
      email,
    );
    if (!decision.allowed) return tooManyRequests(res, decision.retryAfterSeconds);
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

  router.all(
    "/api/auth/{*splat}",
    fromFetchHandler(async (request) => withRetryAfter(await service.betterAuth.handler(request))),
  );
  return router;
}

/**
 * The raw body as text, any content type, at most 16 KB. Better Auth's node adapter, finding the
 * stream consumed, takes `req.body` as it is when it is a string, so it sees the same bytes.
 */
const readBody = express.text({ type: () => true, limit: JSON_BODY_LIMIT });

/**
 * The per-address limit, then the per-email one when the body names an email: the same count as
 * /auth's form action (app/server/accounts.server.ts), so both paths fill the same buckets.
 */
function limitBy(limits: RateLimiting, attempt: "signIn" | "signUp"): RequestHandler {
  return async (req, res, next) => {
    if (!limits.enabled) return next();
    const email = stringField(parseAuthBody(req.body, req.get("content-type")), "email");
    const count = (name: Parameters<RateLimiting["check"]>[0], subject?: string) =>
      limits.check(name, subject ?? clientAddress(req));
    const decision = await checkAttemptLimits(count, attempt, email);
    if (!decision.allowed) return tooManyRequests(res, decision.retryAfterSeconds);
    next();
  };
}

/**
 * A sign-up whose honeypot is filled gets what a successful one gets, minus the account and the
 * session cookie. An empty honeypot is taken out before Better Auth sees the body.
 */
const honeypot: RequestHandler = (req, res, next) => {
  const body = parseAuthBody(req.body, req.get("content-type"));
  if (!body || !Object.hasOwn(body.fields, HONEYPOT_FIELD)) return next();
  if (!isHoneypotFilled(body.fields)) {
    req.body = serializeWithout(body, HONEYPOT_FIELD);
    return next();
  }
  const now = new Date().toISOString();
  res.json({
    token: null,
    user: {
      id: randomBytes(16).toString("hex"),
      name: stringField(body, "name") ?? "",
      email: stringField(body, "email") ?? "",
      emailVerified: false,
      image: null,
      createdAt: now,
      updatedAt: now,
    },
  });
};

/** Better Auth's own 429 gives its wait as X-Retry-After only; HTTP clients look for Retry-After. */
export function withRetryAfter(response: Response): Response {
  const wait = response.headers.get("X-Retry-After");
  if (wait === null || response.headers.has("Retry-After")) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", wait);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
