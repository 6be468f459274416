import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "../../app/db/queryable";
import { countWaitlistEntries, findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import { cookieHeader, newCredentials, postAuth, signUpUser } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

/** Runs per property: enough variety to find a crash, few enough to keep the file near a minute. */
const RUNS = 100;

const HOSTILE_STRINGS = [
  "\uD800",
  "\uDFFF",
  "a\uDC00b",
  "\u202Eevil\u202C",
  "\u200B\u200C\u200D\uFEFF",
  "\u0000",
  "nul\u0000inside",
  "\u0007\u001b[31m",
  "'; drop table waitlist_entries; --",
  "' or '1'='1",
  "\\x27; select pg_sleep(5); --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "__proto__",
  "constructor",
  "prototype",
  "%00%0a",
  "ﷺ".repeat(50),
  "x".repeat(17_000),
  "é".repeat(9_000),
];
const KNOWN_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "fullName",
  "email",
  "primaryActivity",
  "website",
  "name",
  "password",
  "displayName",
  "sports",
  "callbackURL",
  "rememberMe",
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);
const hostileKey = fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 12 }));

/** JSON text built by hand, so keys like "__proto__" are really in it as own keys. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString.map((s) => JSON.stringify(s)),
    fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean()).map(String),
    fc.constant("null"),
    fc.constant("1e999"),
    fc.array(tie("value"), { maxLength: 4 }).map((items) => `[${items.join(",")}]`),
    fc
      .array(fc.tuple(hostileKey, tie("value")), { maxLength: 5 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`),
  ),
})).value;

/** An object body with the endpoint's own fields, each possibly hostile, plus pollution attempts. */
const fieldsBody = (fields: string[]) =>
  fc
    .record({
      own: fc.array(fc.tuple(fc.constantFrom(...fields), jsonText), { maxLength: fields.length + 1 }),
      extra: fc.array(fc.tuple(hostileKey, jsonText), { maxLength: 3 }),
      pollute: fc.constantFrom(
        "",
        '"__proto__":{"polluted":true}',
        '"constructor":{"prototype":{"polluted":true}}',
        '"__proto__":{"toString":"x","isAdmin":true}',
      ),
    })
    .map(({ own, extra, pollute }) => {
      const parts = [...own, ...extra].map(([k, v]) => `${JSON.stringify(k)}:${v}`);
      if (pollute) parts.push(pollute);
      return `{${parts.join(",")}}`;
    });

let unique = 0;
/** A body that is valid but for one field, so hostile text gets past the shape checks to storage. */
const nearlyValid = (base: () => Record<string, string>) =>
  fc.tuple(fc.nat(), hostileString).map(([index, value]) => {
    const body = base();
    const keys = Object.keys(body);
    return JSON.stringify({ ...body, [keys[index % keys.length]!]: value });
  });

const bodyFor = (fields: string[], base: () => Record<string, string>) =>
  fc.record({
    body: fc.oneof(
      { weight: 4, arbitrary: fieldsBody(fields) },
      { weight: 3, arbitrary: nearlyValid(base) },
      { weight: 2, arbitrary: jsonText },
      { weight: 1, arbitrary: hostileString },
      { weight: 1, arbitrary: fc.constantFrom("{", '{"a":', "\u0000", "", "[]".repeat(5000)) },
    ),
    contentType: fc.oneof(
      { weight: 5, arbitrary: fc.constant("application/json") },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/json; charset=utf-16",
          "application/json; charset=latin1",
          "application/xml",
          "",
        ),
      },
    ),
  });

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe.each(databaseKinds())("hostile input on $label", (kind) => {
  const ctx = useTestServer(kind, { RATE_LIMIT: "off" });
  let cookie = "";
  let userId = "";

  beforeAll(async () => {
    const credentials = newCredentials("hostile");
    cookie = await signUpUser(ctx.server, credentials);
    const session = await fetch(`${ctx.server.url}/api/auth/get-session`, { headers: { Cookie: cookie } });
    userId = ((await session.json()) as { user: { id: string } }).user.id;
  });

  afterAll(() => {
    // Nothing a body said may have reached Object.prototype in this process (the server's).
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  const send = (method: string, path: string, body: string, contentType: string, withCookie = false) =>
    fetch(`${ctx.server.url}${path}`, {
      method,
      headers: {
        Origin: ctx.server.url,
        ...(contentType ? { "Content-Type": contentType } : {}),
        ...(withCookie ? { Cookie: cookie } : {}),
      },
      body,
    });

  it("POST /api/waitlist: never a 5xx, and a refused body stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyFor(["fullName", "email", "primaryActivity", "website"], () => ({
          fullName: "Valid Name",
          email: `nearly-${++unique}-${process.pid}@example.com`,
          primaryActivity: "tennis",
        })),
        async (input) => {
          const before = await countWaitlistEntries(ctx.database.db);
          const response = await send("POST", "/api/waitlist", input.body, input.contentType);
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
          if (response.status !== 201) expect(await countWaitlistEntries(ctx.database.db)).toBe(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /api/auth/sign-up/email: never a 5xx, and a refused body creates no user", async () => {
    const users = sql`select count(*)::int as n from "user"`;
    await fc.assert(
      fc.asyncProperty(
        bodyFor(["name", "email", "password", "website"], () => ({
          name: "Valid Name",
          email: `nearly-${++unique}-${process.pid}@example.com`,
          password: "correct-horse-battery",
        })),
        async (input) => {
          const before = await count(ctx.database.db, users);
          const response = await send("POST", "/api/auth/sign-up/email", input.body, input.contentType);
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
          if (response.status !== 200) expect(await count(ctx.database.db, users)).toBe(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /api/auth/sign-in/email: never a 5xx, and no session for a refused body", async () => {
    const sessions = sql`select count(*)::int as n from "session"`;
    await fc.assert(
      fc.asyncProperty(
        bodyFor(["email", "password", "rememberMe", "callbackURL"], () => ({
          email: "nobody@example.com",
          password: "wrong-password",
          callbackURL: "/dashboard",
        })),
        async (input) => {
          const before = await count(ctx.database.db, sessions);
          const response = await send("POST", "/api/auth/sign-in/email", input.body, input.contentType);
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
          if (response.status !== 200) expect(await count(ctx.database.db, sessions)).toBe(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("PATCH /api/me: never a 5xx, and a refused body leaves the name as it was", async () => {
    const name = () => count(ctx.database.db, sql`select length(name) as n from "user" where id = ${userId}`);
    const nameText = async () => {
      const result = await ctx.database.db.execute(sql`select name from "user" where id = ${userId}`);
      return (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
    };
    await name();
    await fc.assert(
      fc.asyncProperty(
        bodyFor(["displayName"], () => ({ displayName: "Valid Name" })),
        async (input) => {
          const before = await nameText();
          const response = await send("PATCH", "/api/me", input.body, input.contentType, true);
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
          if (response.status !== 200) expect(await nameText()).toBe(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("PUT /api/me/preferences: never a 5xx, and a refused body leaves the sports as they were", async () => {
    const sports = async () => {
      const result = await ctx.database.db.execute(
        sql`select coalesce(array_to_string(sports, ','), '-') as s from user_preferences where user_id = ${userId}`,
      );
      return (result as unknown as { rows: { s: string }[] }).rows[0]?.s ?? "none";
    };
    await fc.assert(
      fc.asyncProperty(
        bodyFor(["sports"], () => ({ sports: "trail" })),
        async (input) => {
          const before = await sports();
          const response = await send("PUT", "/api/me/preferences", input.body, input.contentType, true);
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
          if (response.status !== 200) expect(await sports()).toBe(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("refuses the same names everywhere: unstorable, changed on the way back, under 2 or over 100 characters", async () => {
    const names = [
      "nul\u0000inside",
      "half \uD800 pair",
      "bell\u0007",
      "",
      " A ",
      "x".repeat(101),
      "x".repeat(10_000),
    ];
    for (const fullName of names) {
      const email = `refused-${++unique}-${process.pid}@example.com`;
      const body = JSON.stringify({ fullName, email, primaryActivity: "other" });
      expect((await send("POST", "/api/waitlist", body, "application/json")).status).toBe(400);
      expect(await findWaitlistEntryByEmail(ctx.database.db, email)).toBeUndefined();
      const signUp = await postAuth(ctx.server, "/sign-up/email", {
        ...newCredentials("refused"),
        name: fullName,
      });
      expect(signUp.status).toBe(400);
      const patch = await send(
        "PATCH",
        "/api/me",
        JSON.stringify({ displayName: fullName }),
        "application/json",
        true,
      );
      expect(patch.status).toBe(400);
    }
  });

  it("stores names with HTML, SQL and unusual unicode verbatim", async () => {
    const names = [
      "<img src=x onerror=alert(1)>",
      'Robert\'); drop table "user";--',
      "Zoë 🏃‍♀️ 名前",
      "سارة أحمد",
    ];
    for (const [i, fullName] of names.entries()) {
      const email = `verbatim-${i}-${Date.now()}@example.com`;
      const response = await send(
        "POST",
        "/api/waitlist",
        JSON.stringify({ fullName, email, primaryActivity: "other" }),
        "application/json",
      );
      expect(response.status).toBe(201);
      expect((await findWaitlistEntryByEmail(ctx.database.db, email))?.fullName).toBe(fullName);

      const credentials = { ...newCredentials("verbatim"), name: fullName };
      const signUp = await postAuth(ctx.server, "/sign-up/email", credentials);
      expect(signUp.status).toBe(200);
      const session = await fetch(`${ctx.server.url}/api/auth/get-session`, {
        headers: { Cookie: cookieHeader(signUp) },
      });
      expect(((await session.json()) as { user: { name: string } }).user.name).toBe(fullName);
    }
  });
});
