import * as cheerio from "cheerio";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createBroadcast } from "../../app/db/broadcasts.server";
import { mailOutbox, teamAudit } from "../../app/db/schema";
import { AUDIT_ACTIONS } from "../../app/vocabulary";
import { countWaitlistEntries, findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import { newCredentials } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { type TeamTestMember, teamMember } from "../../dev/harness/team-accounts";
import { useTestServer, type TestServer } from "../../dev/harness/test-server";

const entry = (tag: string) => ({
  fullName: "Rate Tester",
  email: `${tag}-${process.pid}-${Date.now()}@example.com`,
  primaryActivity: "gym",
});

function post(server: TestServer, path: string, body: unknown, forwardedFor?: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: server.url,
      ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function expectTooMany(response: Response, windowSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = (await response.json()) as { error: string; retryAfter: number };
  expect(body).toMatchObject({ error: "Too many requests", retryAfter });
}

const countUsers = async (db: Parameters<typeof countWaitlistEntries>[0], email: string) => {
  const result = await db.execute(
    sql`select count(*)::int as n from "user" where lower(email) = lower(${email})`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
};

describe.each(databaseKinds())("rate limits on $label", (kind) => {
  describe("by the socket's address (TRUST_PROXY unset)", () => {
    const ctx = useTestServer(kind, {
      RATE_LIMIT: "on",
      RATE_LIMIT_WAITLIST: "3/60",
      RATE_LIMIT_SIGN_IN: "3/60",
      RATE_LIMIT_SIGN_UP: "2/60",
    });

    it("refuse the waitlist's 4th post from one client, whatever X-Forwarded-For it claims, storing nothing", async () => {
      for (let i = 0; i < 3; i++) {
        const response = await post(ctx.server, "/api/waitlist", entry(`wl${i}`), `198.51.100.${i}`);
        expect(response.status).toBe(201);
      }
      const refused = entry("wl-refused");
      await expectTooMany(await post(ctx.server, "/api/waitlist", refused, "198.51.100.99"), 60);
      expect(await findWaitlistEntryByEmail(ctx.database.db, refused.email)).toBeUndefined();
      expect(await countWaitlistEntries(ctx.database.db)).toBe(3);
    });

    it("refuse the 4th sign-in from one client even with a new email and a spoofed address each time", async () => {
      for (let i = 0; i < 3; i++) {
        const response = await post(
          ctx.server,
          "/api/auth/sign-in/email",
          { email: `nobody-${i}@example.com`, password: "wrong-password" },
          `203.0.113.${i}`,
        );
        expect(response.status).toBe(401);
      }
      const response = await post(
        ctx.server,
        "/api/auth/sign-in/email",
        { email: "nobody-x@example.com", password: "wrong-password" },
        "203.0.113.99",
      );
      await expectTooMany(response, 60);
    });

    it("refuse the 3rd sign-up from one client and create no account for it", async () => {
      for (let i = 0; i < 2; i++) {
        expect((await post(ctx.server, "/api/auth/sign-up/email", newCredentials("su"))).status).toBe(200);
      }
      const refused = newCredentials("su-refused");
      await expectTooMany(await post(ctx.server, "/api/auth/sign-up/email", refused), 60);
      expect(await countUsers(ctx.database.db, refused.email)).toBe(0);
    });
  });

  describe("behind a trusted proxy (TRUST_PROXY=1)", () => {
    const ctx = useTestServer(kind, {
      RATE_LIMIT: "on",
      TRUST_PROXY: "1",
      RATE_LIMIT_WAITLIST: "2/60",
      RATE_LIMIT_SIGN_IN: "100/60",
      RATE_LIMIT_SIGN_IN_EMAIL: "2/60",
      RATE_LIMIT_SIGN_UP: "100/60",
      RATE_LIMIT_SIGN_UP_EMAIL: "1/60",
      RATE_LIMIT_TEST_SEND: "2/3600",
    });

    it("count each forwarded client address in its own bucket", async () => {
      for (const address of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
        for (let i = 0; i < 2; i++) {
          const response = await post(ctx.server, "/api/waitlist", entry(`px${i}`), address);
          expect(response.status).toBe(201);
        }
      }
      await expectTooMany(await post(ctx.server, "/api/waitlist", entry("px-refused"), "192.0.2.1"), 60);
      // The proxy appends the address it saw; what a client wrote before it is not believed.
      await expectTooMany(
        await post(ctx.server, "/api/waitlist", entry("px-spoof"), "10.9.9.9, 192.0.2.2"),
        60,
      );
    });

    it("count a waitlist post before reading it: invalid and malformed ones count, and over the limit get 429, not 400", async () => {
      const address = "192.0.2.60";
      const invalid = { fullName: "B", email: "nope", primaryActivity: "" };
      expect((await post(ctx.server, "/api/waitlist", invalid, address)).status).toBe(400);
      const malformed = await fetch(`${ctx.server.url}/api/waitlist`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ctx.server.url, "X-Forwarded-For": address },
        body: "{",
      });
      expect(malformed.status).toBe(400);
      const refused = entry("counted");
      await expectTooMany(await post(ctx.server, "/api/waitlist", refused, address), 60);
      expect(await findWaitlistEntryByEmail(ctx.database.db, refused.email)).toBeUndefined();
      await expectTooMany(await post(ctx.server, "/api/waitlist", invalid, address), 60);
    });

    it("limit sign-in per email across client addresses", async () => {
      const email = `target-${Date.now()}@example.com`;
      for (let i = 0; i < 2; i++) {
        const response = await post(
          ctx.server,
          "/api/auth/sign-in/email",
          { email, password: "wrong-password" },
          `192.0.2.${10 + i}`,
        );
        expect(response.status).toBe(401);
      }
      // Any case and spacing of the address is the same email.
      const again = await post(
        ctx.server,
        "/api/auth/sign-in/email",
        { email: ` ${email.toUpperCase()} `, password: "wrong-password" },
        "192.0.2.20",
      );
      await expectTooMany(again, 60);
      const other = await post(
        ctx.server,
        "/api/auth/sign-in/email",
        { email: `other-${email}`, password: "wrong-password" },
        "192.0.2.20",
      );
      expect(other.status).toBe(401);
    });

    it("leave email sign-in to our limits only (Better Auth's own 3 per 10 s is off for it)", async () => {
      for (let i = 0; i < 5; i++) {
        const response = await post(
          ctx.server,
          "/api/auth/sign-in/email",
          { email: `many-${i}-${Date.now()}@example.com`, password: "wrong-password" },
          "192.0.2.50",
        );
        expect(response.status).toBe(401);
      }
    });

    it("limit sign-up per email across client addresses", async () => {
      const credentials = newCredentials("su-email");
      expect((await post(ctx.server, "/api/auth/sign-up/email", credentials, "192.0.2.30")).status).toBe(200);
      await expectTooMany(await post(ctx.server, "/api/auth/sign-up/email", credentials, "192.0.2.31"), 60);
    });

    it("limit a broadcast's test sends per team member, saying how long to wait, and queue nothing over it", async () => {
      const db = ctx.database.db;
      const first = await teamMember(ctx.server, ctx.database, "admin", { tag: "tester-1" });
      const second = await teamMember(ctx.server, ctx.database, "admin", { tag: "tester-2" });
      const userId = async (email: string) =>
        (
          (await db.execute(sql`select id from "user" where email = ${email}`)) as unknown as {
            rows: { id: string }[];
          }
        ).rows[0]!.id;
      const id = await createBroadcast(db, {
        subject: "Rate of tests",
        body: "Hello.",
        segment: "",
        createdBy: await userId(first.credentials.email),
      });
      // The form a browser without JavaScript posts, through the trusted proxy from `address`.
      const sendTest = (member: TeamTestMember, address: string) =>
        fetch(`${ctx.server.url}/team/broadcasts/${id}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: ctx.server.url,
            Cookie: member.cookie,
            "X-Forwarded-For": address,
          },
          body: new URLSearchParams({ intent: "test" }),
        });
      const queuedFor = async (email: string) =>
        (
          await db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.kind, "broadcast-test"), eq(mailOutbox.recipient, email)))
        ).length;

      // From two places: the limit is the member's, not an address's.
      expect((await sendTest(first, "192.0.2.70")).status).toBe(200);
      expect((await sendTest(first, "192.0.2.71")).status).toBe(200);
      const refused = await sendTest(first, "192.0.2.72");
      expect(refused.status).toBe(429);
      const $ = cheerio.load(await refused.text());
      expect($("[role=alert], [role=status]").text()).toContain(
        "Too many tests You have sent as many tests as a team member may for now. Please wait 60 minutes and send another.",
      );
      expect(await queuedFor(first.credentials.email)).toBe(2);
      const audited = await db
        .select({ id: teamAudit.id })
        .from(teamAudit)
        .where(
          and(
            eq(teamAudit.action, AUDIT_ACTIONS.broadcastTestSent),
            eq(teamAudit.actorEmail, first.credentials.email),
          ),
        );
      expect(audited).toHaveLength(2);

      // Another member, from the same address, has tests of their own.
      expect((await sendTest(second, "192.0.2.72")).status).toBe(200);
      expect(await queuedFor(second.credentials.email)).toBe(1);
    });

    it("keep Better Auth's own limits in the shared store", async () => {
      await fetch(`${ctx.server.url}/api/auth/get-session`, { headers: { "X-Forwarded-For": "192.0.2.40" } });
      const result = await ctx.database.db.execute(
        sql`select key from rate_limits where key like 'auth:%' and key like '%192.0.2.40%'`,
      );
      expect((result as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    });
  });

  describe("honeypots", () => {
    const ctx = useTestServer(kind, { RATE_LIMIT: "off" });

    it("answer a filled waitlist honeypot with the usual 201 and store nothing", async () => {
      const bot = { ...entry("bot"), website: "http://spam.example" };
      const response = await post(ctx.server, "/api/waitlist", bot);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true });
      expect(await findWaitlistEntryByEmail(ctx.database.db, bot.email)).toBeUndefined();
    });

    it("store an entry whose honeypot is empty", async () => {
      const person = { ...entry("person"), website: "" };
      expect((await post(ctx.server, "/api/waitlist", person)).status).toBe(201);
      expect(await findWaitlistEntryByEmail(ctx.database.db, person.email)).toBeDefined();
    });

    it("answer a filled sign-up honeypot like a sign-up, without an account or a session", async () => {
      const credentials = newCredentials("bot");
      const response = await post(ctx.server, "/api/auth/sign-up/email", {
        ...credentials,
        website: "http://spam.example",
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        token: null,
        user: { email: credentials.email, name: credentials.name },
      });
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await countUsers(ctx.database.db, credentials.email)).toBe(0);
    });

    it("create the account when the sign-up honeypot is empty, as JSON or as a form", async () => {
      const credentials = newCredentials("person");
      const response = await post(ctx.server, "/api/auth/sign-up/email", { ...credentials, website: "" });
      expect(response.status).toBe(200);
      expect(await countUsers(ctx.database.db, credentials.email)).toBe(1);

      const viaForm = newCredentials("form");
      const formResponse = await fetch(`${ctx.server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ctx.server.url },
        body: new URLSearchParams({ ...viaForm, website: "" }).toString(),
      });
      expect(formResponse.status).toBe(200);
      expect(await countUsers(ctx.database.db, viaForm.email)).toBe(1);
    });
  });
});
