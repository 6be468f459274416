import type { Request, RequestHandler, Response } from "express";

import type { RequestSession } from "~/platform/guards.server";

/*
 * The one door every request passes before anything of the site reads it: the methods the site
 * answers, an address without control characters, and a body of a type and size the site takes,
 * read whole here (within its limit) so that nothing after reads an unbounded stream. Each refusal
 * is a 4xx with a sentence saying why; nothing behind the door has run.
 */

/** Methods a page (every path outside /api) answers: links, forms and HEAD. */
const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

/** Methods the JSON API's routes may answer; each route answers the ones it does not take itself. */
const API_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The most a body may hold, by its type, on the wire. A form's longest field is a broadcast's
 * 50,000 characters, which percent-encoding can make nine bytes each; JSON is the API's (16 KB,
 * checked again once decompressed) and the mail provider's events (64 KB).
 */
export const BODY_LIMITS = {
  "application/x-www-form-urlencoded": 512 * 1024,
  "multipart/form-data": 512 * 1024,
  "application/json": 64 * 1024,
} as const;

/**
 * The one form that uploads a file larger than a form's limit: the launch room's import of a list
 * (app/features/waitlist/import-rows.ts: IMPORT_MAX_BYTES, and the form around it). Its body is not
 * read here but after the session is known, and only for a member of the team (readDeferredUpload):
 * nobody else can make the site hold a large body.
 */
export const UPLOADS: Readonly<Record<string, number>> = { "/team/import": 51 * 1024 * 1024 };

/** Any other type: the API's routes refuse what they do not parse; a page refuses it before reading. */
const OTHER_BODY_LIMIT = 16 * 1024;

const FORM_TYPES = new Set<string>(["application/x-www-form-urlencoded", "multipart/form-data"]);

// Every C0 control and DEL: a browser never sends one unencoded, and none belongs in an address.
// eslint-disable-next-line no-control-regex
const ADDRESS_CONTROL = /[\u0000-\u001f\u007f]/;
/** NUL: no text the site keeps may hold it (PostgreSQL refuses it outright). */
const NUL = "\u0000";

export const GATE_MESSAGES = {
  method: (allowed: readonly string[]) => `This address answers ${allowed.join(", ")} only.`,
  address: "The address holds a control character, which no page or API takes.",
  /** The JSON API's own words for it (app/platform/api-json.server.ts), wherever it comes from. */
  tooLarge: "Request body too large",
  formType: "A form is sent as application/x-www-form-urlencoded or multipart/form-data (with its boundary).",
  nul: "The request body holds a NUL character, which no field takes.",
  unreadable: "The request body could not be read.",
} as const;

/** The type of a Content-Type header, lower-cased, without its parameters; "" when there is none. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Whether a multipart Content-Type names a boundary, without which its parts cannot be found. */
export function hasBoundary(contentType: string): boolean {
  return /;\s*boundary=(?:"[^"]+"|[^\s;"]+)/i.test(contentType);
}

/** Whether any text in a parsed JSON value, key or string, holds a NUL. */
export function jsonHoldsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes(NUL);
  if (Array.isArray(value)) return value.some(jsonHoldsNul);
  if (value !== null && typeof value === "object")
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || jsonHoldsNul(item));
  return false;
}

/** Whether the address, decoded as a route would decode it, holds a control character. */
export function addressHoldsControl(originalUrl: string): boolean {
  const queryAt = originalUrl.indexOf("?");
  const path = queryAt === -1 ? originalUrl : originalUrl.slice(0, queryAt);
  const query = queryAt === -1 ? "" : originalUrl.slice(queryAt + 1);
  if (ADDRESS_CONTROL.test(decodedLoosely(path))) return true;
  for (const [name, value] of new URLSearchParams(query))
    if (ADDRESS_CONTROL.test(name) || ADDRESS_CONTROL.test(value)) return true;
  return false;
}

/** Percent-decoding that keeps a malformed sequence as it is (as URLSearchParams does). */
function decodedLoosely(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // Not UTF-8: its control bytes still count.
      return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

function refuse(req: Request, res: Response, status: number, message: string, headers = {}): void {
  res.status(status).set(headers).set("Cache-Control", "no-store");
  if (isApi(req.path)) res.json({ error: message });
  else res.type("text/plain").send(message);
}

/** Whether the request says it carries a body (a length above zero, or chunks). */
function carriesBody(req: Request): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

type Read = { ok: true; body: Buffer } | { ok: false; reason: "too-large" | "unreadable" };

/**
 * The body's bytes as they came (the JSON API decompresses its own), at most `limit`. Once past it,
 * the answer need not wait: the rest is read and dropped, so that a client still sending gets the
 * answer rather than a closed socket, and nothing more is kept.
 */
function readBody(req: Request, limit: number): Promise<Read> {
  return new Promise((resolve) => {
    let chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      chunks = [];
      resolve({ ok: false, reason: "too-large" });
    });
    req.once("end", () => resolve({ ok: true, body: Buffer.concat(chunks) }));
    req.once("error", () => resolve({ ok: false, reason: "unreadable" }));
    // The client left before the end.
    req.once("close", () => {
      if (!req.complete) resolve({ ok: false, reason: "unreadable" });
    });
  });
}

/** Whether a read body holds a NUL in any field, as its type is parsed. */
function bodyHoldsNul(type: string, body: Buffer): boolean {
  if (type === "application/json") {
    try {
      return jsonHoldsNul(JSON.parse(body.toString("utf8")));
    } catch {
      // Not JSON: the route that reads it says so.
      return false;
    }
  }
  if (type === "application/x-www-form-urlencoded") {
    for (const [name, value] of new URLSearchParams(body.toString("utf8")))
      if (name.includes(NUL) || value.includes(NUL)) return true;
    return false;
  }
  return body.includes(0);
}

/**
 * The request gate (see the top of this file). A body it read is left on `req.body` as its bytes,
 * which the fetch adapter hands on (server/fetch-adapter.ts).
 */
export function requestGate(): RequestHandler {
  return (req, res, next) => {
    const api = isApi(req.path);
    if (api ? !API_METHODS.has(req.method) : !(PAGE_METHODS as readonly string[]).includes(req.method)) {
      const allowed = api ? [...API_METHODS] : PAGE_METHODS;
      return refuse(req, res, 405, GATE_MESSAGES.method(allowed), { Allow: allowed.join(", ") });
    }
    if (addressHoldsControl(req.originalUrl)) return refuse(req, res, 400, GATE_MESSAGES.address);

    const contentType = req.get("content-type") ?? "";
    const type = mediaType(contentType);
    const upload = req.method === "POST" && type === "multipart/form-data" ? UPLOADS[req.path] : undefined;
    if (upload !== undefined && hasBoundary(contentType)) {
      if (Number(req.headers["content-length"] ?? 0) > upload)
        return refuse(req, res, 413, GATE_MESSAGES.tooLarge);
      res.locals.deferredUpload = upload;
      return next();
    }
    const limit = BODY_LIMITS[type as keyof typeof BODY_LIMITS] ?? OTHER_BODY_LIMIT;
    if (Number(req.headers["content-length"] ?? 0) > limit)
      return refuse(req, res, 413, GATE_MESSAGES.tooLarge);
    // A GET or HEAD body means nothing to any route: never read (Node drops it after the answer).
    if (req.method === "GET" || req.method === "HEAD" || !carriesBody(req)) return next();
    if (!api && (!FORM_TYPES.has(type) || (type === "multipart/form-data" && !hasBoundary(contentType))))
      return refuse(req, res, 415, GATE_MESSAGES.formType);

    void readBody(req, limit).then((read) => {
      if (!read.ok)
        return read.reason === "too-large"
          ? refuse(req, res, 413, GATE_MESSAGES.tooLarge)
          : refuse(req, res, 400, GATE_MESSAGES.unreadable);
      if (bodyHoldsNul(type, read.body)) return refuse(req, res, 400, GATE_MESSAGES.nul);
      req.body = read.body;
      next();
    });
  };
}

/**
 * The body of an upload the gate left unread (UPLOADS), read within its limit once the session says
 * the request is a team member's; anyone else's is never read (the page they reach is the
 * not-found page, which takes no body). After requestSession.
 */
export function readDeferredUpload(): RequestHandler {
  return (req, res, next) => {
    const limit = res.locals.deferredUpload as number | undefined;
    if (limit === undefined) return next();
    void (res.locals.session as RequestSession)()
      .then(async (session) => {
        if (!session.readable || !session.team) return next();
        const read = await readBody(req, limit);
        if (!read.ok)
          return read.reason === "too-large"
            ? refuse(req, res, 413, GATE_MESSAGES.tooLarge)
            : refuse(req, res, 400, GATE_MESSAGES.unreadable);
        req.body = read.body;
        next();
      })
      .catch(next);
  };
}
