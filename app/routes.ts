import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("features/landing/home.route.tsx"),
  // The account pages, with their server code, in one folder (app/features/auth).
  route("auth", "features/auth/auth.route.tsx"),
  // The Google popup lands here and hands the result to the page that opened it.
  route("auth/google-complete", "features/auth/google-complete.route.tsx"),
  // Account recovery: the form that emails a reset link, the page that link opens, and the page of
  // the verification link (app/features/auth/recovery.ts).
  // The code step of an email sign-in when the account has a second factor (the team's).
  route("auth/two-factor", "features/auth/two-factor.route.tsx"),
  route("auth/forgot-password", "features/auth/forgot-password.route.tsx"),
  route("auth/reset-password", "features/auth/reset-password.route.tsx"),
  route("account/verify-email", "features/auth/verify-email.route.tsx"),
  // Every sign-out button posts here (a form, so it works without JavaScript).
  route("sign-out", "features/auth/sign-out.route.ts"),
  route("dashboard", "features/dashboard/dashboard.route.tsx"),
  route("dashboard/settings", "features/auth/settings.route.tsx"),
  route("adaptiq-demo", "features/adaptiq/adaptiq-demo.route.tsx"),
  route("lab", "features/lab/lab.route.tsx"),
  route("elegance", "features/elegance/elegance.route.tsx"),
  route("technology", "features/technology/technology.route.tsx"),
  // The waitlist's pages, each opened with a signed token from an email (app/features/waitlist/page-urls.ts).
  route("waitlist/confirm", "features/waitlist/confirm.route.tsx"),
  route("waitlist/status", "features/waitlist/status.route.tsx"),
  route("waitlist/unsubscribe", "features/waitlist/unsubscribe.route.tsx"),
  // An invited member's early-access offer, opened from the invitation email (app/features/admission).
  route("early-access/:token", "features/admission/early-access.route.tsx"),
  // The launch room: the team's own pages (app/features/team). Outsiders never reach these routes:
  // server/team-area.ts answers them the not-found page; every loader and action checks again.
  route("team", "features/team/layout.route.tsx", [
    index("features/team/overview.route.tsx"),
    route("members", "features/team/members.route.tsx"),
    route("members/export", "features/team/export.route.ts"),
    route("members/:memberId", "features/team/member.route.tsx"),
    route("audit", "features/team/audit.route.tsx"),
    route("people", "features/team/people.route.tsx"),
    route("webhooks", "features/webhooks/endpoints.route.tsx"),
    route("webhooks/:endpointId", "features/webhooks/deliveries.route.tsx"),
    route("admission", "features/admission/admission.route.tsx"),
    route("broadcasts", "features/broadcasts/broadcasts.route.tsx"),
    route("broadcasts/:broadcastId", "features/broadcasts/broadcast.route.tsx"),
    route("broadcasts/:broadcastId/preview", "features/broadcasts/preview.route.ts"),
    route("enrol", "features/team/enrol.route.tsx"),
    route("verify", "features/team/verify.route.tsx"),
  ]),
  // Resource routes for crawlers and browsers (app/lib/seo.ts builds their content).
  route("robots.txt", "features/site/robots-txt.route.ts"),
  route("sitemap.xml", "features/site/sitemap-xml.route.ts"),
  route("manifest.webmanifest", "features/site/manifest-webmanifest.route.ts"),
  // The JSON API: resource routes calling what the pages' actions call (app/lib/api-json.server.ts).
  // Better Auth's own endpoints under /api/auth are served before React Router (server/auth-routes.ts).
  route("api/waitlist", "features/waitlist/api.route.ts"),
  route("api/me", "features/auth/api-me.route.ts"),
  route("api/me/preferences", "features/dashboard/api-preferences.route.ts"),
  route("api/me/wishlist", "features/elegance/api-wishlist.route.ts"),
  route("api/me/wishlist/:shoeId", "features/elegance/api-wishlist-shoe.route.ts"),
  route("api/*", "features/site/api-not-found.route.ts"),
  // Every path no other route claims: the not-found screen with a 404 status.
  route("*", "features/site/not-found.route.tsx"),
] satisfies RouteConfig;
