import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { ServerBuild } from "react-router";

import type { ModuraLoadContext } from "~/platform/load-context";

import { sendResponse, toWebRequest } from "./fetch-adapter";
import {
  type AccountPages,
  type KeptAnswer,
  cachePages,
  carriesAuthCookie,
  withDocumentHeaderList,
  withDocumentHeaders,
} from "./page-cache";
import { hideTeamArea, teamAwareHandler } from "./team-area";

export type PagesOptions = {
  getBuild: () => Promise<ServerBuild>;
  mode: "development" | "production" | "test";
  loadContext: (req: ExpressRequest, res: ExpressResponse) => ModuraLoadContext;
  /** Each account's kept pages, which `forgetAccountPagesOnWrites` empties. */
  accountPages: AccountPages;
};

/**
 * Everything React Router answers (pages, their data, resource routes), as plain functions from
 * Request to Response: the launch room hidden from outsiders (./team-area.ts), React Router's
 * handler, the page cache around it (not in development, where the code behind a page changes with
 * each save), and Cache-Control and Vary on every answer. An answer the cache already holds is sent
 * straight from Express first: building a web Request, three Responses and a stream for it cost
 * more than the rest of a kept page's time (decision 035).
 */
export function pages({ getBuild, mode, loadContext, accountPages }: PagesOptions): RequestHandler {
  const render = teamAwareHandler(getBuild, mode);
  const cache =
    mode === "development" ? undefined : cachePages<ModuraLoadContext>(render, { getBuild, accountPages });
  const answer = cache ?? render;
  return async (req, res, next) => {
    try {
      const context = loadContext(req, res);
      // As toWebRequest reads the address, so both find the same page (and neither reads an
      // absolute-form request target as one).
      const url =
        cache &&
        (req.method === "GET" || req.method === "HEAD") &&
        URL.parse(`http://kept${req.originalUrl}`);
      if (cache && url) {
        const kept = await cache.kept(
          {
            method: req.method,
            pathname: url.pathname,
            search: url.search,
            cookie: req.headers.cookie,
            acceptEncoding: req.get("accept-encoding"),
          },
          context,
        );
        if (kept) return sendKept(res, kept, req.headers.cookie);
      }
      const request = toWebRequest(req, res);
      const routed = await hideTeamArea(request, context.session);
      await sendResponse(res, withDocumentHeaders(routed, await answer(routed, context)));
    } catch (error) {
      next(error);
    }
  };
}

function sendKept(res: ExpressResponse, kept: KeptAnswer, cookie: string | undefined): void {
  if (res.destroyed || res.writableEnded) return;
  res.statusCode = kept.status;
  if (kept.statusText) res.statusMessage = kept.statusText;
  for (const [name, value] of withDocumentHeaderList(kept.headers, cookie)) res.setHeader(name, value);
  if (!kept.body) {
    res.end();
    return;
  }
  // Set here: the compression middleware writes the head before Node could count the body itself.
  res.setHeader(
    "Content-Length",
    kept.body.reduce((bytes, part) => bytes + part.length, 0),
  );
  // Corked, so the head and every part leave in one writev.
  res.cork();
  for (const part of kept.body) res.write(part);
  res.end();
}

/**
 * Forgets a signed-in account's kept pages when any request of theirs that is not a GET or HEAD
 * starts (a preference saved, a name changed, signed out), so no page of before is served while it
 * runs, and again once it has been answered, before the browser can ask for the next page, so no
 * page rendered meanwhile is kept: the change shows at once. The session is asked for at the start,
 * as the request's own handler will (the same read), so whose it was is known even if the request
 * ends it.
 */
export function forgetAccountPagesOnWrites(accountPages: AccountPages): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || !carriesAuthCookie(req.headers.cookie)) {
      next();
      return;
    }
    const whose = res.locals.session().then((found) => {
      const userId = found.readable ? found.user?.id : undefined;
      if (userId) accountPages.forget(userId);
      return userId;
    });
    const forgetAgain = () =>
      void whose.then((userId) => {
        if (userId) accountPages.forget(userId);
      });
    res.once("finish", forgetAgain);
    res.once("close", forgetAgain);
    next();
  };
}
