import { writeReadableStreamToWritable } from "@react-router/node";
import { fromNodeHeaders } from "better-auth/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";

/**
 * Serves a fetch-style handler (web Request in, Response out) from Express: React Router's, wrapped
 * by plain functions (server/page-handler.ts), and Better Auth's. @react-router/express does these same two
 * steps, but around a React Router handler it builds itself, with no place for the page cache and
 * the document headers; hence this (docs/decisions/018-one-routing-system.md).
 */
export function fromFetchHandler(
  handle: (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>,
): RequestHandler {
  return async (req, res, next) => {
    try {
      await sendResponse(res, await handle(toWebRequest(req, res), req, res));
    } catch (error) {
      next(error);
    }
  };
}

/** The web Request for an Express one; it is aborted when the client goes away before the end. */
export function toWebRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // req.protocol and req.host follow Express's "trust proxy". A Host header is the client's to
  // choose: cut at anything that would move the path.
  const host = (req.host ?? "").split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: fromNodeHeaders(req.headers),
    signal: controller.signal,
  };
  // The request gate read every body there is, within its limit (server/request-gate.ts).
  if (Buffer.isBuffer(req.body) && req.method !== "GET" && req.method !== "HEAD")
    init.body = new Uint8Array(req.body);
  return new Request(url, init);
}

export async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  if (response.statusText) res.statusMessage = response.statusText;
  // A header the answer sets itself replaces the middleware's of that name: a resource route's own
  // Content-Security-Policy (the sandboxed broadcast preview) must not be added to the site's, as
  // two policies both apply. Each Set-Cookie comes out of the iterator on its own: appended.
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The client left mid-answer: nothing to tell it.
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
