import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  ServerRouter,
  isRouteErrorResponse,
} from "react-router";

import { NonceProvider } from "./lib/nonce";
import { scriptsAfterPaint } from "./platform/scripts-after-paint.server";

// React Router's default Node entry, plus the CSP nonce on every inline script, one log line per
// unexpected error, and (in the production build) scripts that start after the first paint.

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // RFC 9110 §9.3.2: a HEAD answer has the GET answer's headers and no body.
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once rather than a stream.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Aborts after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A completed Suspense boundary is always sent in place. By default React sends one larger
        // than ~12 KB after the shell and reveals it by script, which made the page itself (inside
        // root's boundary) paint later than the header.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Drops the timer, so its closure does not keep the render alive.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Development keeps React Router's scripts as they are: Vite's client is a module script too.
          if (import.meta.env.PROD) {
            const rewrite = scriptsAfterPaint(nonce);
            rewrite.pipe(body);
            pipe(rewrite);
          } else pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error before the shell rejects and reaches handleError; one after it only comes here.
          if (shellRendered) loadContext.logError(error);
        },
      },
    );
  });
}

/** Logs an unexpected loader, action or render error once; aborted requests and 404s are not errors. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  context.logError(error);
};
