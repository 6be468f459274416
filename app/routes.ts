import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Each route has a short id of its URL: ids are what the route manifest every page loads is made of,
// so they stay short and do not change when a file moves.
export default [
  index("features/landing/home.route.tsx", { id: "home" }),
  // The account pages, with their server code, in one folder (app/features/auth).
  route("auth", "features/auth/auth.route.tsx", { id: "auth" }),
  // The Google popup lands here and hands the result to the page that opened it.
  route("auth/google-complete", "features/auth/google-complete.route.tsx", { id: "auth-google-complete" }),
  // Account recovery: the form that emails a reset link, the page that link opens, and the page of
  // the verification link (app/features/auth/recovery.ts).
  // The code step of an email sign-in when the account has a second factor (the team's).
  route("auth/two-factor", "features/auth/two-factor.route.tsx", { id: "auth-two-factor" }),
  route("auth/forgot-password", "features/auth/forgot-password.route.tsx", { id: "auth-forgot-password" }),
  route("auth/reset-password", "features/auth/reset-password.route.tsx", { id: "auth-reset-password" }),
  route("account/verify-email", "features/auth/verify-email.route.tsx", { id: "account-verify-email" }),
  // Every sign-out button posts here (a form, so it works without JavaScript).
  route("sign-out", "features/auth/sign-out.route.ts", { id: "sign-out" }),
  route("dashboard", "features/dashboard/dashboard.route.tsx", { id: "dashboard" }),
  route("dashboard/settings", "features/auth/settings.route.tsx", { id: "dashboard-settings" }),
  // The settings page's "Download my data": a file, not a page (app/features/privacy).
  route("dashboard/settings/data", "features/privacy/my-data.route.ts", { id: "my-data" }),
  route("adaptiq-demo", "features/adaptiq/adaptiq-demo.route.tsx", { id: "adaptiq-demo" }),
  route("lab", "features/lab/lab.route.tsx", { id: "lab" }),
  route("elegance", "features/elegance/elegance.route.tsx", { id: "elegance" }),
  route("technology", "features/technology/technology.route.tsx", { id: "technology" }),
  // The privacy notice (app/features/privacy), linked from every page's footer and both sign-up forms.
  route("privacy", "features/privacy/privacy.route.tsx", { id: "privacy" }),
  // The waitlist's pages, each opened with a signed token from an email (app/features/waitlist/page-urls.ts).
  route("waitlist/confirm", "features/waitlist/confirm.route.tsx", { id: "waitlist-confirm" }),
  route("waitlist/status", "features/waitlist/status.route.tsx", { id: "waitlist-status" }),
  route("waitlist/unsubscribe", "features/waitlist/unsubscribe.route.tsx", { id: "waitlist-unsubscribe" }),
  // The waitlist's form alone, for an <iframe> on the sites EMBED_ORIGINS lists (app/features/waitlist/embed.ts).
  route("embed/waitlist", "features/waitlist/embed.route.tsx", { id: "embed-waitlist" }),
  // An invited member's early-access offer, opened from the invitation email (app/features/admission).
  route("early-access/:token", "features/admission/early-access.route.tsx", { id: "early-access" }),
  // The launch room: the team's own pages (app/features/team). Outsiders never reach these routes:
  // server/team-area.ts answers them the not-found page; every loader and action checks again.
  route("team", "features/team/layout.route.tsx", { id: "team" }, [
    index("features/team/overview.route.tsx", { id: "team-overview" }),
    route("members", "features/team/members.route.tsx", { id: "team-members" }),
    route("members/export", "features/team/export.route.ts", { id: "team-members-export" }),
    route("members/:memberId", "features/team/member.route.tsx", { id: "team-members-memberId" }),
    route("audit", "features/team/audit.route.tsx", { id: "team-audit" }),
    route("people", "features/team/people.route.tsx", { id: "team-people" }),
    route("webhooks", "features/webhooks/endpoints.route.tsx", { id: "team-webhooks" }),
    route("webhooks/:endpointId", "features/webhooks/deliveries.route.tsx", {
      id: "team-webhooks-endpointId",
    }),
    route("admission", "features/admission/admission.route.tsx", { id: "team-admission" }),
    route("broadcasts", "features/broadcasts/broadcasts.route.tsx", { id: "team-broadcasts" }),
    route("broadcasts/:broadcastId", "features/broadcasts/broadcast.route.tsx", {
      id: "team-broadcasts-broadcastId",
    }),
    route("broadcasts/:broadcastId/preview", "features/broadcasts/preview.route.ts", {
      id: "team-broadcasts-broadcastId-preview",
    }),
    route("enrol", "features/team/enrol.route.tsx", { id: "team-enrol" }),
    route("verify", "features/team/verify.route.tsx", { id: "team-verify" }),
    route("passkeys", "features/team/passkeys.route.tsx", { id: "team-passkeys" }),
    route("api-keys", "features/api/keys.route.tsx", { id: "team-api-keys" }),
    route("embed", "features/waitlist/embed-snippet.route.tsx", { id: "team-embed" }),
    route("import", "features/waitlist/import.route.tsx", { id: "team-import" }),
    route("import/:importId", "features/waitlist/import-plan.route.tsx", { id: "team-import-importId" }),
  ]),
  // Resource routes for crawlers and browsers (app/lib/seo.ts builds their content).
  route("robots.txt", "features/site/robots-txt.route.ts", { id: "robots-txt" }),
  route("sitemap.xml", "features/site/sitemap-xml.route.ts", { id: "sitemap-xml" }),
  route("manifest.webmanifest", "features/site/manifest-webmanifest.route.ts", {
    id: "manifest-webmanifest",
  }),
  // The JSON API: resource routes calling what the pages' actions call (app/platform/api-json.server.ts).
  // Better Auth's own endpoints under /api/auth are served before React Router (server/auth-routes.ts).
  route("api/waitlist", "features/waitlist/api.route.ts", { id: "api-waitlist" }),
  route("api/me", "features/auth/api-me.route.ts", { id: "api-me" }),
  route("api/me/preferences", "features/dashboard/api-preferences.route.ts", { id: "api-me-preferences" }),
  route("api/me/wishlist", "features/elegance/api-wishlist.route.ts", { id: "api-me-wishlist" }),
  route("api/me/wishlist/:shoeId", "features/elegance/api-wishlist-shoe.route.ts", {
    id: "api-me-wishlist-shoeId",
  }),
  // The sending provider's bounce and complaint events (app/features/mail-events); a 404 without MAIL_WEBHOOK_SECRET.
  route("api/mail-events/resend", "features/mail-events/resend.route.ts", { id: "api-mail-events-resend" }),
  // The REST API for the team's own tools, behind API keys (app/features/api).
  route("api/v1/members", "features/api/members.route.ts", { id: "api-v1-members" }),
  route("api/v1/members/:memberId", "features/api/member.route.ts", { id: "api-v1-members-memberId" }),
  route("api/v1/overview", "features/api/overview.route.ts", { id: "api-v1-overview" }),
  route("api/v1/openapi.json", "features/api/openapi.route.ts", { id: "api-v1-openapi" }),
  route("api/v1/*", "features/api/not-found.route.ts", { id: "api-v1-not-found" }),
  route("api/*", "features/site/api-not-found.route.ts", { id: "api-not-found" }),
  // Every path no other route claims: the not-found screen with a 404 status.
  route("*", "features/site/not-found.route.tsx", { id: "not-found" }),
] satisfies RouteConfig;
