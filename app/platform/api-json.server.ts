import { Readable, type Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";

import type * as z from "zod/mini";

import { firstMessagePerField } from "~/lib/validation/field-errors";

import type { SessionUser } from "./auth.server";
import { type WithSession, getOptionalUser } from "./guards.server";
import type { ModuraLoadContext } from "./load-context";

/**
 * What every /api resource route shares: JSON answers, the JSON body, the signed-in user, and one
 * JSON answer for what a route did not expect. The wording and statuses are the API's contract
 * (docs/product.md, POST /api/waitlist and Bad input).
 */

/**
 * The most a JSON body may hold once decompressed; the request gate bounds it on the wire first
 * (server/request-gate.ts).
 */
const BODY_LIMIT_BYTES = 16 * 1024;

/** A JSON answer, typed as Express's `res.json` typed it. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** Every /api path and method that names nothing. */
export function notFound(): Response {
  return json({ error: "Not found" }, { status: 404 });
}

/** 400 with the first problem's message: these bodies carry one field each. */
export function invalidInput(error: z.core.$ZodError): Response {
  return json({ error: Object.values(firstMessagePerField(error))[0] ?? "Invalid input" }, { status: 400 });
}

/** 429 with Retry-After in seconds, and the same wait in a JSON body the forms can show. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  return json(
    {
      error: "Too many requests",
      message: `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`,
      retryAfter: retryAfterSeconds,
    },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

/**
 * Runs a route's loader or action: a Response it throws (a refused body, 401) is the answer; anything
 * else is logged once, with the request id, and answered as JSON rather than React Router's text.
 */
export function jsonRoute<Args extends { context: Pick<ModuraLoadContext, "logError"> }>(
  handle: (args: Args) => Promise<Response>,
): (args: Args) => Promise<Response> {
  return async (args) => {
    try {
      return await handle(args);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      args.context.logError(thrown);
      return json({ error: "Internal Server Error" }, { status: 500 });
    }
  };
}

/**
 * The signed-in user; throws 401 for an anonymous request, and 503 when the session cannot be read
 * (getOptionalUser's Response, in JSON).
 */
export async function requireApiUser(context: WithSession): Promise<SessionUser> {
  let user: SessionUser | null;
  try {
    user = await getOptionalUser(context);
  } catch (thrown) {
    if (thrown instanceof Response) throw json({ error: thrown.statusText }, { status: thrown.status });
    throw thrown;
  }
  if (!user) throw json({ error: "Not signed in" }, { status: 401 });
  return user;
}

/**
 * The body as JSON, read as Express's JSON parser read it: `application/json` only (415 otherwise,
 * before anything is read), a UTF charset, gzip, deflate or brotli, at most 16 KB once decoded
 * (413), an object or an array (an empty body is `{}`), else 400. A refusal is thrown as its answer.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const charset = jsonCharset(request.headers);
  if (charset === undefined) throw json({ error: "Content-Type must be application/json" }, { status: 415 });
  const decoder = textDecoder(charset);
  const bytes = await readBytes(request);
  const text = decoder.decode(bytes);
  if (text.length === 0) return {};
  // JSON's whitespace (RFC 7159), then an object or an array: what Express's strict parser took.
  const first = /^[ \t\n\r]*(.?)/.exec(text)?.[1];
  if (first === "{" || first === "[") {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Answered below, as a body that is no object or array is.
    }
  }
  throw json({ error: "Malformed JSON" }, { status: 400 });
}

/** The answers to a body that cannot be read. */
const refusedBody = {
  tooLarge: () => json({ error: "Request body too large" }, { status: 413 }),
  unsupportedEncoding: () => json({ error: "Unsupported request encoding" }, { status: 415 }),
  /** Cut off, or not in the encoding it claims. */
  unreadable: () => json({ error: "Bad request" }, { status: 400 }),
};

/**
 * The charset a JSON body names ("utf-8" when none), or undefined when the body is not JSON, has
 * no body at all, or its Content-Type cannot be read.
 */
function jsonCharset(headers: Headers): string | undefined {
  if (!headers.has("Transfer-Encoding") && !/^\d+$/.test(headers.get("Content-Length") ?? ""))
    return undefined;
  const [essence = "", ...parameters] = (headers.get("Content-Type") ?? "").split(";");
  if (essence.trim().toLowerCase() !== "application/json") return undefined;
  let charset = "utf-8";
  for (const parameter of parameters) {
    const match = /^\s*([\w!#$%&'*+.^`|~-]+)=("[^"]*"|[\w!#$%&'*+.^`|~-]+)\s*$/.exec(parameter);
    if (!match) return undefined;
    if (match[1]!.toLowerCase() === "charset") charset = match[2]!.replace(/^"|"$/g, "").toLowerCase();
  }
  return charset;
}

/** JSON is UTF-8, -16 or -32 (RFC 7159); what this runtime cannot decode is refused, as before. */
function textDecoder(charset: string): TextDecoder {
  if (!charset.startsWith("utf-")) throw refusedBody.unsupportedEncoding();
  try {
    return new TextDecoder(charset);
  } catch {
    throw refusedBody.unsupportedEncoding();
  }
}

/** What a Content-Encoding (the client's to name: a Map, so no name reaches Object's own keys) takes. */
const DECOMPRESS = new Map<string, () => Transform>([
  ["gzip", () => zlib.createGunzip()],
  ["deflate", () => zlib.createInflate()],
  ["br", () => zlib.createBrotliDecompress()],
]);

/**
 * The body's bytes, decompressed. Past the limit, or when it does not decompress, what is left of
 * the request is read and dropped, so a client still sending gets the answer, not a closed connection.
 */
async function readBytes(request: Request): Promise<Buffer> {
  const encoding = (request.headers.get("Content-Encoding") ?? "identity").toLowerCase();
  if (encoding !== "identity" && !DECOMPRESS.has(encoding)) throw refusedBody.unsupportedEncoding();
  if (!request.body) return Buffer.alloc(0);
  const raw = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const decompress = DECOMPRESS.get(encoding)?.();
  if (decompress) raw.once("error", (error) => decompress.destroy(error));
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;
  try {
    for await (const chunk of (decompress ? raw.pipe(decompress) : raw) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= BODY_LIMIT_BYTES) chunks.push(chunk);
      // Leaving the loop drops the decompressor only; the request itself is drained below.
      else if (decompress) break;
    }
  } catch {
    failed = true;
  }
  if (decompress) await drain(raw);
  if (failed) throw refusedBody.unreadable();
  if (size > BODY_LIMIT_BYTES) throw refusedBody.tooLarge();
  return Buffer.concat(chunks);
}

async function drain(stream: Readable): Promise<void> {
  try {
    for await (const _ of stream) {
      // Dropped.
    }
  } catch {
    // The client left.
  }
}
