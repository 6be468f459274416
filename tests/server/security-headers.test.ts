import { once } from "node:events";
import type { AddressInfo } from "node:net";

import express from "express";
import { describe, expect, it } from "vitest";

import { type SecurityHeaderOptions, securityHeaders } from "../../server/security-headers";
import { newCredentials, postAuth, signUpUser } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { startTestServer, useTestServer } from "../../dev/harness/test-server";

// The headers are the same whatever the database: one kind is enough.
const [kind] = databaseKinds();

const EVIL = "https://evil.example";
const REFUSED = { error: "Cross-site request refused" };

/** The headers every answer carries, pages or API, success or error. */
function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/(^|;\s*)script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='(;|$)/);
  expect(csp).not.toContain("unsafe-inline'; script");
  for (const directive of [
    "default-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("permissions-policy")).toContain("microphone=()");
  expect(response.headers.get("permissions-policy")).toContain("geolocation=()");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("x-powered-by")).toBeNull();
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe(`security headers and cross-site requests on ${kind!.label}`, () => {
  const ctx = useTestServer(kind!);

  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${ctx.server.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const entry = (email: string) => ({ fullName: "Ada Lovelace", email, primaryActivity: "trail" });

  it("are on API answers of every kind, with a fresh nonce each time, and no HSTS over http", async () => {
    const answers = [
      await fetch(`${ctx.server.url}/healthz`),
      await send("POST", "/api/waitlist", {}, entry(newCredentials("hdr").email)),
      await send("POST", "/api/waitlist", {}, { email: "not an address" }),
      await fetch(`${ctx.server.url}/api/no-such-endpoint`),
      await fetch(`${ctx.server.url}/api/me/preferences`),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 201, 400, 404, 401]);
    for (const response of answers) {
      expectSecurityHeaders(response);
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    const nonces = new Set(answers.map(nonceOf));
    expect(nonces.size).toBe(answers.length);
  });

  it("leave out the opener policy where the Google popup comes back, so it can report to its opener", async () => {
    const callback = await fetch(`${ctx.server.url}/api/auth/callback/google`, { redirect: "manual" });
    expect(callback.status).toBeLessThan(500);
    expectSecurityHeaders(callback);
    expect(callback.headers.get("cross-origin-opener-policy")).toBeNull();
  });

  it("refuse state-changing requests from another site with 403, and make no account", async () => {
    const email = newCredentials("xsite").email;
    const cookie = await signUpUser(ctx.server, newCredentials("xsite-user"));
    const attempts = [
      send("POST", "/api/waitlist", { Origin: EVIL }, entry(email)),
      send("POST", "/api/waitlist", { "Sec-Fetch-Site": "cross-site" }, entry(email)),
      // The waitlist form's action when JavaScript is off.
      fetch(`${ctx.server.url}/`, {
        method: "POST",
        headers: { Origin: EVIL, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(entry(email)),
      }),
      send("PATCH", "/api/me", { Origin: EVIL, Cookie: cookie }, { displayName: "Mallory" }),
      send("PUT", "/api/me/preferences", { "Sec-Fetch-Site": "cross-site", Cookie: cookie }, { sports: [] }),
      send("DELETE", "/api/me/wishlist/aurora-elite", { Origin: EVIL, Cookie: cookie }),
      send("POST", "/api/auth/sign-up/email", { Origin: EVIL }, newCredentials("xsite-signup")),
      send("POST", "/api/auth/sign-out", { Origin: "null", Cookie: cookie }, {}),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expectSecurityHeaders(response);
      expect(await response.json()).toEqual(REFUSED);
    }

    // The refused sign-up made no account, so the same address signs up now; the session survived.
    const again = newCredentials("xsite-again");
    expect((await send("POST", "/api/auth/sign-up/email", { Origin: EVIL }, again)).status).toBe(403);
    expect((await postAuth(ctx.server, "/sign-up/email", again)).status).toBe(200);
    const me = await send("GET", "/api/me/preferences", { Cookie: cookie });
    expect(me.status).toBe(200);
  });

  it("let through our own origin, PUBLIC_URL's, and requests with neither header", async () => {
    const own = ctx.server.url;
    expect(
      (await send("POST", "/api/waitlist", { Origin: own }, entry(newCredentials("a").email))).status,
    ).toBe(201);
    const sameOrigin = { Origin: own, "Sec-Fetch-Site": "same-origin" };
    expect((await send("POST", "/api/waitlist", sameOrigin, entry(newCredentials("b").email))).status).toBe(
      201,
    );
    expect((await send("POST", "/api/waitlist", {}, entry(newCredentials("c").email))).status).toBe(201);
    const cookie = await signUpUser(ctx.server, newCredentials("same"));
    expect(
      (await send("PATCH", "/api/me", { ...sameOrigin, Cookie: cookie }, { displayName: "Ada" })).status,
    ).toBe(200);
    // A GET is never refused, whoever links to it.
    const linked = await send("GET", "/api/me/preferences", {
      "Sec-Fetch-Site": "cross-site",
      Cookie: cookie,
    });
    expect(linked.status).toBe(200);
  });
});

describe(`security headers behind https on ${kind!.label}`, () => {
  it("add Strict-Transport-Security when PUBLIC_URL is https, and accept its origin", async () => {
    const database = await kind!.open();
    const server = await startTestServer(database, { PUBLIC_URL: "https://modura.example" });
    try {
      const health = await fetch(`${server.url}/healthz`);
      expectSecurityHeaders(health);
      expect(health.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(health.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");

      const body = JSON.stringify({
        fullName: "Ada",
        email: newCredentials("tls").email,
        primaryActivity: "gym",
      });
      const post = (origin: string) =>
        fetch(`${server.url}/api/waitlist`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: origin },
          body,
        });
      expect((await post("https://modura.example")).status).toBe(201);
      expect((await post("http://modura.example")).status).toBe(403);
    } finally {
      await server.close();
      await database.dispose();
    }
  });
});

/** The Content-Security-Policy an app with just these headers answers with. */
async function policyOf(options: SecurityHeaderOptions): Promise<string> {
  const app = express();
  app.use(securityHeaders(options));
  app.get("/", (_req, res) => {
    res.end();
  });
  const listener = app.listen(0, "127.0.0.1");
  await once(listener, "listening");
  try {
    const { port } = listener.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return response.headers.get("content-security-policy") ?? "";
  } finally {
    listener.close();
  }
}

describe("form-action", () => {
  it("lets forms lead only to us, and to the Google issuer's origin when one is given", async () => {
    const options = { publicUrl: "http://localhost:3000", development: false };
    expect(await policyOf(options)).toMatch(/(^|;\s*)form-action 'self'(;|$)/);
    expect(await policyOf({ ...options, formActionOrigins: ["https://accounts.google.com"] })).toMatch(
      /(^|;\s*)form-action 'self' https:\/\/accounts\.google\.com(;|$)/,
    );
  });
});
