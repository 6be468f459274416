import { request as httpRequest } from "node:http";

import type { RouteConfigEntry } from "@react-router/dev/routes";
import * as cheerio from "cheerio";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import routes from "../../app/routes";
import { user } from "../../app/db/auth-schema";
import { listAudit } from "../../app/db/team.server";
import { SECOND_FACTOR_PROOF_NEEDED } from "../../app/features/auth/second-factor-guard.server";
import { AUDIT_ACTIONS } from "../../app/vocabulary";
import { cookieHeader, postAuth } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import {
  type TeamTestMember,
  enrolWithCookie,
  getPage,
  mergeCookies,
  teamMember,
} from "../../dev/harness/team-accounts";
import { useTestServer } from "../../dev/harness/test-server";
import { CALLBACK_REFUSED } from "../../server/auth-routes";
import { GATE_MESSAGES } from "../../server/request-gate";

/*
 * Requests as an attacker sends them, through HTTP on the real site, on both databases: tricks that
 * would send a browser to another host, a session that never proved a second factor changing it,
 * bodies without bound, and bad input at every route of app/routes.ts. Where each rule lives:
 * server/request-gate.ts, app/lib/safe-redirect.ts, app/features/auth/second-factor-guard.server.ts.
 */

/** Every path of app/routes.ts, a parameter given a made-up value. */
function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const here = path.replace(/:\w+/g, "x").replace(/\*$/, "x");
    return [here, ...routePaths(entry.children ?? [], path === "/" ? "" : path)];
  });
}
/** And Better Auth's, which are served before React Router's (server/auth-routes.ts). */
const PATHS = [
  ...new Set(routePaths(routes)),
  "/api/auth/sign-in/email",
  "/api/auth/reset-password",
  "/api/auth/two-factor/disable",
];

/** Tricks that resolve or decode to another host (app/lib/safe-redirect.test.ts has the full list). */
const OFF_SITE = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/dashboard%2F..%2F..%2F%2Fevil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
];

/** Sends a request that says its body is `length` bytes, and writes a little of it: the answer must not wait. */
function declaredBody(url: string, method: string, length: number, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(length),
          origin: new URL(url).origin,
          cookie,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      },
    );
    req.on("error", reject);
    req.write(Buffer.alloc(64 * 1024, "a"));
  });
}

/** One request through node:http, which sends any method, fetch's forbidden ones too. */
function rawRequest(
  url: string,
  method: string,
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Streams `megabytes` of form body in chunks (no Content-Length), as a client that never stops. */
async function streamedBody(url: string, type: string, megabytes: number, cookie: string): Promise<number> {
  const chunk = new Uint8Array(1024 * 1024).fill(97);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === megabytes) return controller.close();
      sent += 1;
      controller.enqueue(chunk);
    },
  });
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": type, Origin: new URL(url).origin, Cookie: cookie },
    body,
    duplex: "half",
  } as RequestInit);
  await response.arrayBuffer();
  return response.status;
}

describe.each(databaseKinds())("hostile requests on $label", (kind) => {
  const ctx = useTestServer(kind);
  const url = (path: string) => `${ctx.server.url}${path}`;
  let admin: TeamTestMember;

  beforeAll(async () => {
    admin = await teamMember(ctx.server, ctx.database, "admin");
  });

  it("sends a signed-in visitor on to a page of this site, whatever trick redirectTo holds", async () => {
    for (const trick of OFF_SITE) {
      for (const page of ["/auth", "/auth/two-factor"]) {
        const response = await getPage(
          ctx.server,
          `${page}?redirectTo=${encodeURIComponent(trick)}`,
          admin.cookie,
        );
        expect(response.status, `${page} ${trick}`).toBe(302);
        const location = response.headers.get("location")!;
        expect(location, trick).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, ctx.server.url).origin, trick).toBe(ctx.server.url);
      }
    }
  });

  it("refuses Better Auth a callbackURL off the site, before it redirects, signed in or not", async () => {
    for (const trick of OFF_SITE) {
      const response = await getPage(
        ctx.server,
        `/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(trick)}`,
      );
      expect(response.status, trick).toBe(403);
      expect(response.headers.get("location"), trick).toBeNull();
      expect(await response.json()).toEqual({ code: "INVALID_CALLBACK_URL", message: CALLBACK_REFUSED });
    }
    const inBody = await postAuth(ctx.server, "/request-password-reset", {
      email: admin.credentials.email,
      redirectTo: "/.//evil.example",
    });
    expect(inBody.status).toBe(403);
    // A path of the site is still Better Auth's to follow.
    const own = await getPage(ctx.server, "/api/auth/verify-email?token=abc&callbackURL=%2Fdashboard");
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBe("/dashboard?error=INVALID_TOKEN");
  });

  it("lets only a session that proved a second factor switch it off, audited as what it is", async () => {
    const member = await teamMember(ctx.server, ctx.database, "analyst", {
      enrol: false,
      tag: "two-sessions",
    });
    const unproven = member.cookie;
    const signedIn = await postAuth(ctx.server, "/sign-in/email", {
      email: member.credentials.email,
      password: member.credentials.password,
    });
    member.cookie = cookieHeader(signedIn);
    await enrolWithCookie(ctx.server, member);
    const { password } = member.credentials;

    for (const [path, body] of [
      ["/two-factor/disable", { password }],
      ["/two-factor/disable", {}],
      ["/two-factor/get-totp-uri", { password }],
      ["/two-factor/generate-backup-codes", { password }],
      ["/two-factor/enable", { password }],
    ] as const) {
      const refused = await postAuth(ctx.server, path, body, unproven);
      expect(refused.status, path).toBe(403);
      expect(await refused.json(), path).toMatchObject(SECOND_FACTOR_PROOF_NEEDED);
    }
    const [stillOn] = await ctx.database.db
      .select()
      .from(user)
      .where(eq(user.email, member.credentials.email));
    expect(stillOn!.twoFactorEnabled).toBe(true);

    const disabled = await postAuth(ctx.server, "/two-factor/disable", { password }, member.cookie);
    expect(disabled.status).toBe(200);
    member.cookie = mergeCookies(member.cookie, disabled);
    const audit = (await listAudit(ctx.database.db, { limit: 50 })).filter(
      (entry) => entry.actorEmail === member.credentials.email,
    );
    expect(audit[0]).toMatchObject({ action: AUDIT_ACTIONS.secondFactorDisabled });
    // Its sessions' sign-ins, and no "sign-in" for the session the switch-off replaced.
    expect(
      audit.filter((entry) => entry.action === AUDIT_ACTIONS.signIn).map((entry) => entry.details),
    ).toEqual([{ method: "authenticator code" }, { method: "password" }]);
  });

  it("answers a body larger than its limit 413 before reading it, at every route, and keeps memory flat", async () => {
    for (const path of PATHS) {
      expect(await declaredBody(url(path), "POST", 50 * 1024 * 1024, admin.cookie), path).toBe(413);
    }
    const streamed: [string, string][] = [
      ["/api/auth/reset-password", "application/json"],
      ["/api/waitlist", "application/json"],
      ["/auth", "application/x-www-form-urlencoded"],
      ["/dashboard", "multipart/form-data; boundary=x"],
    ];
    const before = process.memoryUsage().rss;
    for (const [path, type] of streamed)
      expect(await streamedBody(url(path), type, 50, admin.cookie), path).toBe(413);
    // The site runs in this process: 200 MB sent, a few MB kept at most.
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
  });

  it("answers bad input at every route with a 4xx and its reason: NUL, a body that is no form, an unknown method, TRACE", async () => {
    const send = (path: string, init: RequestInit) =>
      fetch(url(path), {
        redirect: "manual",
        ...init,
        headers: { Origin: ctx.server.url, Cookie: admin.cookie, ...init.headers },
      });
    let checked = 0;
    for (const path of PATHS) {
      const page = !path.startsWith("/api/");
      const nul = await send(`${path}?q=%00&token=abc%00`, {});
      expect(nul.status, path).toBe(400);
      expect(await nul.text(), path).toContain(GATE_MESSAGES.address);
      for (const [type, body] of [
        ["application/json", '{"email":"a@example.com"}'],
        ["text/plain", "email=a@example.com"],
        ["multipart/form-data", "--x\r\n\r\n--x--"],
      ] as const) {
        const answer = await send(path, { method: "POST", headers: { "Content-Type": type }, body });
        const text = await answer.text();
        expect(answer.status, `${path} ${type}`).toBeLessThan(500);
        if (page) {
          expect(answer.status, `${path} ${type}`).toBe(415);
          expect(text).toBe(GATE_MESSAGES.formType);
        }
      }
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        const answer = await send(path, { method });
        await answer.arrayBuffer();
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
        if (page) {
          expect(answer.status, `${method} ${path}`).toBe(405);
          expect(answer.headers.get("allow"), path).toBe("GET, HEAD, POST");
        }
      }
      // fetch will not send TRACE: node:http will.
      const trace = await rawRequest(url(path), "TRACE");
      expect(trace.status, `TRACE ${path}`).toBe(405);
      expect(trace.headers.allow, path).toBeTruthy();
      checked += 1;
    }
    expect(checked).toBe(PATHS.length);
    expect(PATHS).toEqual(expect.arrayContaining(["/", "/team", "/team/members/x", "/api/x", "/x"]));
    const inBody = await postAuth(ctx.server, "/reset-password", {
      token: "abc\u0000",
      newPassword: "x".repeat(12),
    });
    expect(inBody.status).toBe(400);
    expect(await inBody.json()).toEqual({ error: GATE_MESSAGES.nul });
  });

  it("shows its own words for a failed Google sign-in, never text from the address", async () => {
    const text = "Your account is locked. Visit https://evil.example to unlock it";
    const response = await getPage(
      ctx.server,
      `/auth?googleError=1&error=server_error&error_description=${encodeURIComponent(text)}`,
    );
    expect(response.status).toBe(200);
    const $ = cheerio.load(await response.text());
    // The address keeps its query (the tabs link to it); the message is ours alone.
    expect($('main [role="alert"]').text()).toBe(
      "Google login failed There was an error logging in with Google.",
    );
    expect($("main").text()).not.toContain("locked");
  });

  it("sends the pages opened from mail with a token as private, never stored", async () => {
    for (const path of [
      "/waitlist/confirm?token=abc",
      "/waitlist/status?token=abc",
      "/waitlist/unsubscribe?token=abc",
      "/auth/reset-password?token=abc",
      "/account/verify-email?token=abc",
      "/early-access/abc",
    ]) {
      const response = await getPage(ctx.server, path);
      await response.arrayBuffer();
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });
});
