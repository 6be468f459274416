import { fromNodeHeaders } from "better-auth/node";
import express, {
  type Request,
  type RequestHandler,
  type Response as ExpressResponse,
  type Router,
} from "express";

import { GOOGLE_UNREACHABLE } from "~/features/auth/messages";
import { FORGOT_PASSWORD_ANSWER, checkForgotPassword } from "~/features/auth/recovery";
import { checkAttemptLimits, checkMailLimits, requestPasswordReset } from "~/features/auth/actions.server";
import { CLIENT_IP_HEADER, type AuthService } from "~/platform/auth.server";
import { inSignInSlot } from "~/platform/sign-in-queue.server";
import type { WithSession } from "~/platform/guards.server";
import { tooManyRequests } from "~/platform/api-json.server";
import { leadsToSite } from "~/lib/safe-redirect";

import { fromFetchHandler, sendResponse } from "./fetch-adapter";
import { type RateLimiting, clientAddress } from "./rate-limit";

export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured on this server.";
export { GOOGLE_UNREACHABLE };

/**
 * Better Auth's endpoints under /api/auth, before React Router (whose `api/*` would answer 404).
 * The request gate has read each body within its limit (server/request-gate.ts); our limits read
 * the email from it, and Better Auth gets the same bytes.
 */
export function authRoutes(
  service: AuthService,
  limits: RateLimiting,
  logError: (error: unknown) => void,
  publicUrl: string,
): Router {
  const router = express.Router();
  const siteOrigin = new URL(publicUrl).origin;

  router.all("/api/auth/{*splat}", (req, res, next) => {
    // Better Auth's limiter and session records key on this header: the address Express resolved
    // (the socket's, or per TRUST_PROXY), never a client's own claim.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });

  // Better Auth lets any path through as a place to send the browser, `/.//evil.example` too, which
  // the browser reads as another host: every such address, in the query or the body, passes the
  // site's own check first (app/lib/safe-redirect.ts).
  router.all("/api/auth/{*splat}", (req, res, next) => {
    const offSite = [...addressesToFollow(req)].find((value) => !leadsToSite(value, siteOrigin));
    if (offSite === undefined) return next();
    // 403, as Better Auth itself refuses a callback on an origin it does not trust.
    res.status(403).json({ code: "INVALID_CALLBACK_URL", message: CALLBACK_REFUSED });
  });

  router.post("/api/auth/sign-in/email", limitBy(limits, "signIn"), oneSignInPerSlot);
  // Better Auth's before hook then answers a filled honeypot and checks the body
  // (app/features/auth/sign-up-check.server.ts).
  router.post("/api/auth/sign-up/email", limitBy(limits, "signUp"));

  // "Forgot password?" as JSON: the form's limits, counted first as the form counts them, then its
  // schema and one answer (app/features/auth/forgot-password.route.tsx).
  router.post("/api/auth/request-password-reset", async (req, res) => {
    const email = bodyEmail(req);
    const decision = await checkMailLimits(
      (name, subject) => limits.check(name, subject ?? clientAddress(req)),
      email ?? "",
    );
    if (!decision.allowed) return tooMany(res, decision.retryAfterSeconds);
    const check = checkForgotPassword({ email });
    if (!check.ok) {
      res.status(400).json({ code: "INVALID_EMAIL", message: check.fields.email });
      return;
    }
    await requestPasswordReset(
      { auth: service, clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown", logError },
      { headers: fromNodeHeaders(req.headers) },
      check.email,
    );
    res.json({ status: true, message: FORGOT_PASSWORD_ANSWER.description });
  });

  // A verification email, asked for by a session or by address: the mail limits first.
  router.post("/api/auth/send-verification-email", async (req, res, next) => {
    const email = bodyEmail(req);
    if (!limits.enabled || !email) return next();
    const decision = await checkMailLimits(
      (name, subject) => limits.check(name, subject ?? clientAddress(req)),
      email,
    );
    if (!decision.allowed) return tooMany(res, decision.retryAfterSeconds);
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
    if (!decision.allowed) return tooMany(res, decision.retryAfterSeconds);
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
    fromFetchHandler(async (request) =>
      withRetryAfter(await unverifiedPasskeyAs400(await service.betterAuth.handler(request))),
    ),
  );
  return router;
}

export const CALLBACK_REFUSED = "The address to return to must be a page of this site.";

/** The fields in which Better Auth's endpoints take an address to send the browser to. */
const ADDRESS_FIELDS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

/** Every address to send the browser to that a request names, in its query or its body. */
function* addressesToFollow(req: Request): Generator<string> {
  const query = new URL(req.originalUrl, "http://query.invalid").searchParams;
  for (const field of ADDRESS_FIELDS) yield* query.getAll(field);
  const fields = bodyFields(req);
  for (const field of ADDRESS_FIELDS) {
    const value = fields?.[field];
    if (typeof value === "string") yield value;
    else if (value !== undefined && value !== null) yield "";
  }
}

/**
 * The email an auth body names; undefined when there is none.
 */
function bodyEmail(req: Request): string | undefined {
  const fields = bodyFields(req);
  if (!fields || !Object.hasOwn(fields, "email")) return undefined;
  const email = fields.email;
  return typeof email === "string" ? email : undefined;
}

/**
 * An auth body's fields (JSON, or a urlencoded form as Better Auth also accepts), from the bytes the
 * request gate read (server/request-gate.ts); undefined when there are none.
 */
function bodyFields(req: Request): Record<string, unknown> | undefined {
  // Parsed once per request: the callback check and the limits both read it.
  if (!parsedBodies.has(req)) parsedBodies.set(req, parseBodyFields(req));
  return parsedBodies.get(req);
}

const parsedBodies = new WeakMap<Request, Record<string, unknown> | undefined>();

function parseBodyFields(req: Request): Record<string, unknown> | undefined {
  const raw = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
  if (raw === "") return undefined;
  let fields: unknown;
  if (req.get("content-type")?.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    fields = Object.fromEntries(new URLSearchParams(raw));
  } else {
    try {
      fields = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  return typeof fields === "object" && fields !== null ? (fields as Record<string, unknown>) : undefined;
}

/** The API's 429 (app/platform/api-json.server.ts), from an Express handler. */
function tooMany(res: ExpressResponse, retryAfterSeconds: number): Promise<void> {
  return sendResponse(res, tooManyRequests(retryAfterSeconds));
}

/**
 * The per-address limit, then the per-email one when the body names an email: the same count as
 * /auth's form action (app/features/auth/actions.server.ts), so both paths fill the same buckets.
 */
function limitBy(limits: RateLimiting, attempt: "signIn" | "signUp"): RequestHandler {
  return async (req, res, next) => {
    if (!limits.enabled) return next();
    const email = bodyEmail(req);
    const count = (name: Parameters<RateLimiting["check"]>[0], subject?: string) =>
      limits.check(name, subject ?? clientAddress(req));
    const decision = await checkAttemptLimits(count, attempt, email);
    if (!decision.allowed) return tooMany(res, decision.retryAfterSeconds);
    next();
  };
}

/**
 * The passkey plugin answers 500 to a registration it cannot verify (a damaged or forged answer,
 * signed for another origin): bad input, so a 400, as its sign-in already answers. Its hooks cannot
 * change an error's status, hence here. The plugin gives a failure to store a verified passkey the
 * same code, so that too becomes a 400 (the plugin logs its cause; /healthz shows a database down).
 */
export async function unverifiedPasskeyAs400(response: Response): Promise<Response> {
  if (response.status !== 500 || !response.headers.get("content-type")?.includes("application/json"))
    return response;
  const text = await response.text();
  const rebuilt = (status: number) =>
    new Response(text, {
      status,
      statusText: status === 400 ? "Bad Request" : response.statusText,
      headers: response.headers,
    });
  try {
    const body = JSON.parse(text) as { code?: unknown };
    return rebuilt(body.code === "FAILED_TO_VERIFY_REGISTRATION" ? 400 : 500);
  } catch {
    return rebuilt(500);
  }
}

/** Better Auth's own 429 gives its wait as X-Retry-After only; HTTP clients look for Retry-After. */
/**
 * Lets the sign-in on to Better Auth when one of the sign-in slots is free (decision 042), and
 * frees it once the answer is sent or the client has gone.
 */
const oneSignInPerSlot: RequestHandler = (_req, res, next) => {
  void inSignInSlot(
    () =>
      new Promise<void>((done) => {
        // A client that left while it waited: its slot goes to the next at once.
        if (res.closed || res.destroyed) return done();
        res.once("close", () => done());
        next();
      }),
  );
};

export function withRetryAfter(response: Response): Response {
  const wait = response.headers.get("X-Retry-After");
  if (wait === null || response.headers.has("Retry-After")) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", wait);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
