// @vitest-environment node
import { describe, expect, it } from "vitest";

import { type RouteManifest, STATIC_ROUTE, UNMATCHED_ROUTE, routeLabel } from "./route-label";

/** The shape app/routes.ts gives React Router's manifest: a root, pages, a nested area, catch-alls. */
const routes: RouteManifest = {
  root: { id: "root", path: "" },
  home: { id: "home", parentId: "root", index: true },
  lab: { id: "lab", parentId: "root", path: "lab" },
  "early-access": { id: "early-access", parentId: "root", path: "early-access/:token" },
  team: { id: "team", parentId: "root", path: "team" },
  "team-overview": { id: "team-overview", parentId: "team", index: true },
  "team-members-memberId": { id: "team-members-memberId", parentId: "team", path: "members/:memberId" },
  "robots-txt": { id: "robots-txt", parentId: "root", path: "robots.txt" },
  "api-waitlist": { id: "api-waitlist", parentId: "root", path: "api/waitlist" },
  "api-not-found": { id: "api-not-found", parentId: "root", path: "api/*" },
  "not-found": { id: "not-found", parentId: "root", path: "*" },
};

describe("routeLabel", () => {
  it("names a page by its route's pattern, never by the values in its path", () => {
    expect(routeLabel(routes, "/")).toBe("/");
    expect(routeLabel(routes, "/lab")).toBe("/lab");
    expect(routeLabel(routes, "/lab/")).toBe("/lab");
    expect(routeLabel(routes, "/early-access/secret-key-1")).toBe("/early-access/:token");
    expect(routeLabel(routes, "/early-access/secret-key-2")).toBe("/early-access/:token");
    expect(routeLabel(routes, "/team")).toBe("/team");
    expect(routeLabel(routes, "/team/members/0b7c")).toBe("/team/members/:memberId");
    expect(routeLabel(routes, "/api/waitlist")).toBe("/api/waitlist");
    expect(routeLabel(routes, "/robots.txt")).toBe("/robots.txt");
  });

  it("counts a page's data request as the page", () => {
    expect(routeLabel(routes, "/_root.data")).toBe("/");
    expect(routeLabel(routes, "/lab.data")).toBe("/lab");
    expect(routeLabel(routes, "/lab/_.data")).toBe("/lab");
    expect(routeLabel(routes, "/team/members/0b7c.data")).toBe("/team/members/:memberId");
  });

  it("keeps the host's own answers and gives Better Auth's endpoints one label", () => {
    expect(routeLabel(routes, "/healthz")).toBe("/healthz");
    expect(routeLabel(routes, "/livez")).toBe("/livez");
    expect(routeLabel(routes, "/metrics")).toBe("/metrics");
    expect(routeLabel(routes, "/api/auth/sign-in/email")).toBe("/api/auth/*");
    expect(routeLabel(routes, "/api/auth/get-session")).toBe("/api/auth/*");
  });

  it("groups files, and paths only the catch-all claims, whatever was asked for", () => {
    expect(routeLabel(routes, "/assets/entry-4f3a.js")).toBe(STATIC_ROUTE);
    expect(routeLabel(routes, "/assets/no-such-file")).toBe(STATIC_ROUTE);
    expect(routeLabel(routes, "/favicon.ico")).toBe(STATIC_ROUTE);
    expect(routeLabel(routes, "/wp-login.php")).toBe(STATIC_ROUTE);
    expect(routeLabel(routes, "/no-such-page")).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(routes, "/no/such/page/at/all")).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(routes, "/no-such-page.data")).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(routes, "/api/no-such-endpoint")).toBe("/api/*");
  });

  it("answers a path it has seen from what it remembers, and the same for a new manifest", () => {
    const first = routeLabel(routes, "/team/members/abc");
    expect(routeLabel(routes, "/team/members/abc")).toBe(first);
    expect(routeLabel({ ...routes }, "/team/members/abc")).toBe(first);
  });
});
