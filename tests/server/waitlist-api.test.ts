import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";

import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";

import { countWaitlistEntries, findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import { WAITLIST_MESSAGES } from "../../app/features/waitlist/entry-schema";
import { newCredentials, signUpUser } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

const valid = { fullName: "Ada Lovelace", email: "ada@example.com", primaryActivity: "trail" };

describe.each(databaseKinds())("POST /api/waitlist on $label", (kind) => {
  const ctx = useTestServer(kind);
  beforeEach(async () => {
    await ctx.database.db.execute(sql`delete from waitlist_entries`);
  });

  const post = (body: BodyInit, contentType: string | null = "application/json") =>
    fetch(`${ctx.server.url}/api/waitlist`, {
      method: "POST",
      headers: contentType ? { "Content-Type": contentType } : {},
      body,
    });
  const postJson = (value: unknown) => post(JSON.stringify(value));

  it("stores a valid entry, trimmed, and answers 201 { ok: true }", async () => {
    const res = await postJson({
      fullName: "  Ada Lovelace ",
      email: "  Ada@Example.com ",
      primaryActivity: "tennis",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const row = await findWaitlistEntryByEmail(ctx.database.db, "ada@example.com");
    expect(row).toMatchObject({
      fullName: "Ada Lovelace",
      email: "Ada@Example.com",
      primaryActivity: "tennis",
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it("keeps one row for addresses differing only in case and whitespace, updating name and activity", async () => {
    const first = await postJson(valid);
    const again = await postJson({
      fullName: "Ada King",
      email: " ADA@example.COM  ",
      primaryActivity: "gym",
    });
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(await first.text());
    expect(await countWaitlistEntries(ctx.database.db)).toBe(1);
    const row = await findWaitlistEntryByEmail(ctx.database.db, "ada@example.com");
    expect(row).toMatchObject({ fullName: "Ada King", primaryActivity: "gym" });
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime());
  });

  it("takes a referral code: a known one names the referrer, a bad or unknown one is ignored", async () => {
    await postJson(valid);
    const referrer = await findWaitlistEntryByEmail(ctx.database.db, valid.email);
    const referred = await postJson({ ...valid, email: "grace@example.com", ref: referrer!.referralCode });
    expect(referred.status).toBe(201);
    expect(await findWaitlistEntryByEmail(ctx.database.db, "grace@example.com")).toMatchObject({
      referredBy: referrer!.id,
    });
    for (const [i, ref] of ["nope!", "0000000000", 42, { code: "x" }].entries()) {
      const res = await postJson({ ...valid, email: `bad${i}@example.com`, ref });
      expect(res.status).toBe(201);
      expect(await findWaitlistEntryByEmail(ctx.database.db, `bad${i}@example.com`)).toMatchObject({
        referredBy: null,
      });
    }
  });

  it.each([
    ["fullName", WAITLIST_MESSAGES.fullName],
    ["email", WAITLIST_MESSAGES.email],
    ["primaryActivity", WAITLIST_MESSAGES.primaryActivity],
  ] as const)("answers 400 naming %s when it is missing", async (field, message) => {
    const body: Record<string, string> = { ...valid };
    delete body[field];
    const res = await postJson(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Invalid waitlist entry", fields: { [field]: message } });
    expect(await countWaitlistEntries(ctx.database.db)).toBe(0);
  });

  it("answers 400 with every field's message for wrong types", async () => {
    const res = await postJson({ fullName: 42, email: ["a@b.co"], primaryActivity: { value: "trail" } });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      fullName: WAITLIST_MESSAGES.fullName,
      email: WAITLIST_MESSAGES.email,
      primaryActivity: WAITLIST_MESSAGES.primaryActivity,
    });
  });

  it.each([
    ["a one-letter name", { fullName: "A" }, "fullName", WAITLIST_MESSAGES.fullName],
    [
      "a 10,000-character name",
      { fullName: "n".repeat(10_000) },
      "fullName",
      WAITLIST_MESSAGES.fullNameTooLong,
    ],
    ["an invalid email", { email: "not-an-email" }, "email", WAITLIST_MESSAGES.email],
    ["a bad activity", { primaryActivity: "curling" }, "primaryActivity", WAITLIST_MESSAGES.primaryActivity],
    ["an empty activity", { primaryActivity: "" }, "primaryActivity", WAITLIST_MESSAGES.primaryActivity],
  ])("answers 400 for %s and stores nothing", async (_label, change, field, message) => {
    const res = await postJson({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ [field]: message });
    expect(await countWaitlistEntries(ctx.database.db)).toBe(0);
  });

  it.each([
    ["null", "null"],
    ["an array", "[1,2]"],
    ["a bare number", "7"],
  ])("answers 400 for %s as the body", async (_label, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty("error");
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await post('{"fullName": "Ada",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Malformed JSON" });
  });

  it.each([
    ["text/plain", "text/plain"],
    ["a form", "application/x-www-form-urlencoded"],
    ["no content type", null],
  ])("answers 415 for %s", async (_label, type) => {
    const res = await post(JSON.stringify(valid), type);
    expect(res.status).toBe(415);
    expect(await countWaitlistEntries(ctx.database.db)).toBe(0);
  });

  it("answers 413 for a body over 16 KB, and for a 1 MB body", async () => {
    const over = await postJson({ ...valid, padding: "x".repeat(17 * 1024) });
    expect(over.status).toBe(413);
    const huge = await postJson({ ...valid, fullName: "x".repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: "Request body too large" });
    expect(await countWaitlistEntries(ctx.database.db)).toBe(0);
  });

  it("reads a gzip, deflate or brotli body, and refuses other encodings and charsets with 415", async () => {
    const compressed = [
      ["gzip", gzipSync],
      ["deflate", deflateSync],
      ["br", brotliCompressSync],
    ] as const;
    for (const [encoding, compress] of compressed) {
      const res = await fetch(`${ctx.server.url}/api/waitlist`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Encoding": encoding },
        body: new Uint8Array(compress(JSON.stringify({ ...valid, email: `${encoding}@example.com` }))),
      });
      expect(res.status, encoding).toBe(201);
    }
    const refused: Record<string, string>[] = [
      { "Content-Type": "application/json", "Content-Encoding": "compress" },
      { "Content-Type": "application/json; charset=latin1" },
    ];
    for (const headers of refused) {
      const res = await fetch(`${ctx.server.url}/api/waitlist`, {
        method: "POST",
        headers,
        body: JSON.stringify(valid),
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: "Unsupported request encoding" });
    }
    expect(await countWaitlistEntries(ctx.database.db)).toBe(compressed.length);
  });

  it("answers 413 for a compressed body over 16 KB once decompressed, and 400 for one that does not decompress", async () => {
    const send = (body: Uint8Array<ArrayBuffer>) =>
      fetch(`${ctx.server.url}/api/waitlist`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Encoding": "gzip" },
        body,
      });
    const bomb = await send(
      new Uint8Array(gzipSync(JSON.stringify({ ...valid, fullName: "x".repeat(1024 * 1024) }))),
    );
    expect(bomb.status).toBe(413);
    expect(await bomb.json()).toEqual({ error: "Request body too large" });
    const broken = await send(new TextEncoder().encode(JSON.stringify(valid)));
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: "Bad request" });
    expect(await countWaitlistEntries(ctx.database.db)).toBe(0);
  });

  it("answers 405 to other methods", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await fetch(`${ctx.server.url}/api/waitlist`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow"), method).toBe("POST");
      expect(await res.json(), method).toEqual({ error: "Method not allowed" });
    }
  });

  it("keeps all of 100 concurrent distinct sign-ups", { tags: ["database"] }, async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => postJson({ ...valid, email: `runner${i}@example.com` })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(201));
    expect(await countWaitlistEntries(ctx.database.db)).toBe(100);
  });

  it(
    "keeps one row for one address sent 20 times at once in different cases",
    { tags: ["database"] },
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postJson({ ...valid, email: i % 2 ? "SAME@example.com" : " same@EXAMPLE.com " }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect(await countWaitlistEntries(ctx.database.db)).toBe(1);
    },
  );
});

describe.each(databaseKinds())("service endpoints on $label", (kind) => {
  const ctx = useTestServer(kind);

  it("GET /healthz answers 200 {status: ok} while the database answers", async () => {
    const res = await fetch(`${ctx.server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("sends a request id, keeping a plain incoming one and replacing a hostile one", async () => {
    const own = await fetch(`${ctx.server.url}/healthz`);
    expect(own.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${ctx.server.url}/healthz`, { headers: { "X-Request-Id": "abc-123" } });
    expect(kept.headers.get("x-request-id")).toBe("abc-123");
    const replaced = await fetch(`${ctx.server.url}/healthz`, { headers: { "X-Request-Id": "a b<script>" } });
    expect(replaced.headers.get("x-request-id")).not.toContain("script");
  });

  it("answers unknown API paths, and methods an endpoint does not take, with a JSON 404 and no X-Powered-By", async () => {
    const unknown = [
      ["GET", "/api/nothing-here"],
      ["POST", "/api/nothing/here/either"],
      ["GET", "/api"],
      ["GET", "/api/me"],
      ["POST", "/api/me/preferences"],
      ["POST", "/api/me/wishlist"],
      ["GET", "/api/me/wishlist/aurora-elite"],
    ];
    for (const [method, path] of unknown) {
      const res = await fetch(`${ctx.server.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type"), `${method} ${path}`).toBe("application/json; charset=utf-8");
      expect(await res.json(), `${method} ${path}`).toEqual({ error: "Not found" });
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
  });

  // Last: it closes this file's database.
  it(
    "GET /healthz answers 503 once the database stops answering, and the waitlist and a signed-in API call 503",
    { tags: ["database"] },
    async () => {
      const cookie = await signUpUser(ctx.server, newCredentials("outage"));
      await ctx.database.close();
      const res = await fetch(`${ctx.server.url}/healthz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable" });
      const join = await fetch(`${ctx.server.url}/api/waitlist`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(valid),
      });
      expect(join.status).toBe(503);
      expect(await join.json()).toEqual({
        error: "The waitlist is unavailable right now. Please try again.",
      });
      // The session cannot be read: neither signed in nor anonymous.
      const preferences = await fetch(`${ctx.server.url}/api/me/preferences`, {
        headers: { Cookie: cookie },
      });
      expect(preferences.status).toBe(503);
      expect(await preferences.json()).toEqual({ error: "Service Unavailable" });
    },
  );
});
