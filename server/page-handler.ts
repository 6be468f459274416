import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { type ServerBuild, createRequestHandler } from "react-router";

import type { ModuraLoadContext } from "~/platform/load-context";

import { fromFetchHandler } from "./fetch-adapter";
import { cachePages, withDocumentHeaders } from "./page-cache";
import { hideTeamArea } from "./team-area";

export type PagesOptions = {
  getBuild: () => Promise<ServerBuild>;
  mode: "development" | "production" | "test";
  loadContext: (req: ExpressRequest, res: ExpressResponse) => ModuraLoadContext;
};

/**
 * Everything React Router answers (pages, their data, resource routes), as plain functions from
 * Request to Response: the launch room hidden from outsiders (./team-area.ts), React Router's handler, the anonymous page cache around it (not in development, where
 * the code behind a page changes with each save), and Cache-Control and Vary on every answer.
 */
export function pages({ getBuild, mode, loadContext }: PagesOptions): RequestHandler {
  const render = createRequestHandler(getBuild, mode);
  const answer = mode === "development" ? render : cachePages<ModuraLoadContext>(render, { getBuild });
  return fromFetchHandler(async (request, req, res) => {
    const context = loadContext(req, res);
    const routed = await hideTeamArea(request, context.session);
    return withDocumentHeaders(routed, await answer(routed, context));
  });
}
