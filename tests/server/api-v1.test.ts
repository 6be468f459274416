import { createHash, randomUUID } from "node:crypto";

import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import * as cheerio from "cheerio";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { rowsOf } from "../../app/db/rows";
import { apiKeys, waitlistEntries } from "../../app/db/schema";
import { listAudit } from "../../app/db/team.server";
import { findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";
import { type TeamTestMember, getPage, postForm, teamMember } from "../../dev/harness/team-accounts";

/** The calls a key may make a minute here: few, so that one test can go over it. */
const KEY_LIMIT = 8;

/**
 * The REST API under /api/v1 as the team's tools call it: keys made and revoked at /team/api-keys
 * (shown once, kept hashed), members listed with the members view's filters in cursor pages, one
 * member read, added and erased, the overview's figures; every refusal as problem details, every
 * call audited, and every answer checked against the OpenAPI document the site serves.
 */
describe.each(databaseKinds())("the REST API on $label", (kind) => {
  const ctx = useTestServer(kind, {
    RATE_LIMIT: "on",
    RATE_LIMIT_API: `${KEY_LIMIT}/60`,
  });
  const db = () => ctx.database.db;
  let admin: TeamTestMember;
  let analyst: TeamTestMember;
  const trail: string[] = [];

  const makeKey = async (name: string, scope: "read" | "write") => {
    const answer = await postForm(
      ctx.server,
      "/team/api-keys",
      { intent: "create", name, scope },
      admin.cookie,
    );
    expect(answer.status).toBe(200);
    const key = cheerio
      .load(await answer.text())("[data-testid=api-key]")
      .text();
    expect(key).toMatch(/^mdr_[A-Za-z0-9_-]{43}$/);
    return key;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer, checked against the document's schema
  type Answer = { status: number; headers: Headers; body: any };
  let documented: (path: string, method: string, answer: Answer) => void;
  /**
   * One call to /api/v1 as a tool makes it; its answer must be one the OpenAPI document lists for
   * that path, method and status, its body valid against the schema it gives.
   */
  const call = async (
    path: string,
    key?: string,
    {
      method = "GET",
      body,
      template,
      text: sent,
    }: { method?: string; body?: unknown; template?: string; text?: string } = {},
  ): Promise<Answer> => {
    const response = await fetch(`${ctx.server.url}/api/v1${path}`, {
      method,
      headers: {
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(sent === undefined ? {} : { "Content-Type": "text/plain" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(sent === undefined ? {} : { body: sent }),
    });
    const text = await response.text();
    const answer = {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : null,
    };
    documented(template ?? path.split("?")[0]!, method.toLowerCase(), answer);
    return answer;
  };
  const problemOf = (answer: Answer) => {
    expect(answer.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
    return answer.body as { type: string; title: string; status: number; detail: string } & Record<
      string,
      unknown
    >;
  };

  beforeAll(async () => {
    const document = (await (await fetch(`${ctx.server.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
      >;
    };
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(document, "openapi");
    const pointer = (...parts: string[]) =>
      parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
    documented = (path, method, answer) => {
      const listed = document.paths[path]?.[method]?.responses?.[String(answer.status)];
      expect(listed, `${method} ${path} ${answer.status} in the OpenAPI document`).toBeDefined();
      const type = answer.headers.get("content-type")?.split(";")[0];
      if (answer.body === null) return expect(listed!.content).toBeUndefined();
      expect(listed!.content?.[type!], `${method} ${path} ${answer.status} as ${type}`).toBeDefined();
      const validate = ajv.getSchema(
        `openapi#/${pointer("paths", path, method, "responses", String(answer.status), "content", type!, "schema")}`,
      )!;
      expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
    };
    admin = await teamMember(ctx.server, ctx.database, "admin");

    analyst = await teamMember(ctx.server, ctx.database, "analyst");
    const rows = [
      ...[0, 1, 2, 3, 4].map((i) => ({ name: `Trail ${i}`, activity: "trail" })),
      ...[0, 1].map((i) => ({ name: `Tennis ${i}`, activity: "tennis" })),
    ].map(({ name, activity }, i) => ({
      id: randomUUID(),
      fullName: name,
      email: `api-${name.toLowerCase().replace(" ", "-")}@example.com`,
      primaryActivity: activity,
      status: "confirmed",
      confirmedAt: new Date(Date.now() - 60_000),
      createdAt: new Date(Date.now() - (10 - i) * 60_000),
    }));
    await db().insert(waitlistEntries).values(rows);
    trail.push(...rows.filter((r) => r.primaryActivity === "trail").map((r) => r.id));
  });

  it("makes a key for an admin, shown once and kept as its hash; the page is not there for an analyst", async () => {
    expect((await getPage(ctx.server, "/team/api-keys", analyst.cookie)).status).toBe(404);
    expect(
      (
        await postForm(
          ctx.server,
          "/team/api-keys",
          { intent: "create", name: "x", scope: "read" },
          analyst.cookie,
        )
      ).status,
    ).toBe(404);

    const refused = await postForm(
      ctx.server,
      "/team/api-keys",
      { intent: "create", name: " ", scope: "read" },
      admin.cookie,
    );
    expect(refused.status).toBe(400);
    expect(
      cheerio
        .load(await refused.text())("#api-key-name-error")
        .text(),
    ).toBe("Please name the key after what will use it, e.g. “CRM sync”.");
    expect(await db().select().from(apiKeys)).toEqual([]);

    const key = await makeKey("CRM sync", "read");
    const [stored] = await db().select().from(apiKeys);
    expect(stored).toMatchObject({
      name: "CRM sync",
      scope: "read",
      keyHash: createHash("sha256").update(key).digest("hex"),
      prefix: key.slice(0, 10),
      revokedAt: null,
    });
    expect(JSON.stringify(stored)).not.toContain(key.slice(10));
    const $ = cheerio.load(await (await getPage(ctx.server, "/team/api-keys", admin.cookie)).text());
    expect($(`[data-api-key=${stored!.id}]`).text()).toContain(`CRM sync ${key.slice(0, 10)}…`);
    expect($("[data-testid=api-key]")).toHaveLength(0);
    expect((await listAudit(db(), { limit: 20 })).find((e) => e.action === "api key created")).toMatchObject({
      actorEmail: admin.credentials.email,
      subject: "CRM sync",
      details: { keyId: stored!.id, scope: "read" },
    });
  });

  it("lists members with the members view's filters, a page at a time, and reads one", async () => {
    const key = await makeKey("Shop", "read");
    const seen: string[] = [];
    let after: string | null = "";
    let pages = 0;
    while (after !== null) {
      const response = await call(
        `/members?activity=trail&sort=oldest&limit=2${after ? `&after=${after}` : ""}`,
        key,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const body = response.body as {
        data: { id: string; activity: string }[];
        next: string | null;
      };
      expect(body.data.every((m) => m.activity === "trail")).toBe(true);
      seen.push(...body.data.map((m) => m.id));
      after = body.next;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(trail);

    const one = await call(`/members/${trail[0]}`, key, { template: "/members/{memberId}" });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: trail[0],
      name: "Trail 0",
      email: "api-trail-0@example.com",
      status: "confirmed",
      activity: "trail",
      referrals: 0,
      flags: [],
      place: { place: expect.any(Number), of: 7 },
    });
    for (const id of [randomUUID(), "not-an-id"]) {
      const missing = await call(`/members/${id}`, key, { template: "/members/{memberId}" });
      expect(missing.status).toBe(404);
      expect(problemOf(missing)).toEqual({
        type: "about:blank",
        title: "Not Found",
        status: 404,
        detail: "No member has this id.",
      });
    }
  });

  it("refuses a filter or page size it cannot read, naming each", async () => {
    const key = await makeKey("Reports", "read");
    const response = await call("/members?activity=golf&limit=500", key);
    expect(response.status).toBe(400);
    const body = problemOf(response);
    expect(body).toMatchObject({ status: 400, title: "Bad Request" });
    expect((body.errors as { name: string }[]).map((e) => e.name).sort()).toEqual(["activity", "limit"]);
  });

  it("answers 401 without an active key: none, a wrong one, a revoked one", async () => {
    const key = await makeKey("Old CRM", "write");
    expect((await call("/members", key)).status).toBe(200);
    for (const wrong of [undefined, `mdr_${"A".repeat(43)}`, "not a key"]) {
      const refused = await call("/members", wrong);
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="Modura API"');
      expect(problemOf(refused).title).toBe("Unauthorized");
    }
    const [stored] = await db().select().from(apiKeys).where(eq(apiKeys.name, "Old CRM"));
    const revoked = await postForm(
      ctx.server,
      "/team/api-keys",
      { intent: "revoke", keyId: stored!.id },
      admin.cookie,
    );
    expect(revoked.status).toBe(200);
    expect((await call("/members", key)).status).toBe(401);
    const again = await postForm(
      ctx.server,
      "/team/api-keys",
      { intent: "revoke", keyId: stored!.id },
      admin.cookie,
    );
    expect(again.status).toBe(409);
    expect((await listAudit(db(), { limit: 50 })).filter((e) => e.action === "api key revoked")).toHaveLength(
      1,
    );
  });

  it("limits each key's calls on its own, with Retry-After, and audits each call without its body", async () => {
    const busy = await makeKey("Busy", "read");
    const calm = await makeKey("Calm", "read");
    for (let i = 0; i < KEY_LIMIT; i++) expect((await call("/members?limit=1", busy)).status).toBe(200);
    const over = await call("/members?limit=1", busy);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(problemOf(over).retryAfter).toBe(Number(over.headers.get("retry-after")));
    expect((await call("/members?limit=1", calm)).status).toBe(200);

    const [stored] = await db().select().from(apiKeys).where(eq(apiKeys.name, "Busy"));
    expect(stored!.lastUsedAt).toBeInstanceOf(Date);
    const calls = (await listAudit(db(), { limit: 200 })).filter(
      (e) => e.action === "api call" && (e.details as { keyId?: string }).keyId === stored!.id,
    );
    expect(calls).toHaveLength(KEY_LIMIT + 1);
    expect(calls[0]).toMatchObject({
      actorEmail: `API key “Busy” (${stored!.prefix}…)`,
      subject: "GET /api/v1/members?limit=1",
      details: { keyId: stored!.id, status: 429 },
    });
  });

  it("serves a valid OpenAPI 3.1 document of itself, made from its schemas", async () => {
    const document = await (await fetch(`${ctx.server.url}/api/v1/openapi.json`)).json();
    const checked = await new Validator().validate(document);
    expect(checked.errors ?? []).toEqual([]);
    expect(checked.valid).toBe(true);
    expect(document).toMatchObject({ openapi: "3.1.0", servers: [{ url: `${ctx.server.url}/api/v1` }] });
    const listed = document.paths["/members"].get.parameters.map((p: { name: string }) => p.name);
    expect(listed).toEqual(expect.arrayContaining(["q", "status", "activity", "sort", "after", "limit"]));
    const body = document.paths["/members"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(body.properties)).toEqual(["fullName", "email", "primaryActivity", "ref"]);
  });

  it("adds a member with a write key as the form does (its confirmation mail), and refuses a read key, 403", async () => {
    const reader = await makeKey("Reader", "read");
    const writer = await makeKey("Shop sync", "write");
    const entry = { fullName: "Grace Hopper", email: "Grace.API@example.com", primaryActivity: "gym" };
    const refused = await call("/members", reader, { method: "POST", body: entry });
    expect(refused.status).toBe(403);
    expect(await findWaitlistEntryByEmail(db(), entry.email)).toBeUndefined();

    const added = await call("/members", writer, { method: "POST", body: entry });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: "Grace Hopper",
      email: "Grace.API@example.com",
      status: "pending",
      source: "api",
    });
    expect(added.headers.get("location")).toBe(`/api/v1/members/${added.body.id}`);
    const again = await call("/members", writer, {
      method: "POST",
      body: { ...entry, email: "grace.api@example.com" },
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(added.body.id);
    const mail = await db().execute(
      sql`select kind from mail_outbox where lower(recipient) = 'grace.api@example.com'`,
    );
    expect(rowsOf<{ kind: string }>(mail).map((m) => m.kind)).toEqual([
      "waitlist-confirm",
      "waitlist-confirm",
    ]);

    const invalid = await call("/members", writer, {
      method: "POST",
      body: { fullName: "G", email: "nope" },
    });
    expect(invalid.status).toBe(400);
    expect((problemOf(invalid).errors as { name: string }[]).map((e) => e.name).sort()).toEqual([
      "email",
      "fullName",
      "primaryActivity",
    ]);
    const notJson = await call("/members", writer, { method: "POST", text: "fullName=x" });
    expect(notJson.status).toBe(415);
    expect(await db().select().from(waitlistEntries).where(eq(waitlistEntries.fullName, "G"))).toEqual([]);
  });

  it("erases a member with a write key, audited as the key, and then has no such member", async () => {
    const writer = await makeKey("Privacy desk", "write");
    const [stored] = await db().select().from(apiKeys).where(eq(apiKeys.name, "Privacy desk"));
    const target = trail[4]!;
    const template = "/members/{memberId}";
    expect((await call(`/members/${target}`, writer, { method: "DELETE", template })).status).toBe(204);
    expect((await call(`/members/${target}`, writer, { template })).status).toBe(404);
    expect((await call(`/members/${target}`, writer, { method: "DELETE", template })).status).toBe(404);
    const erased = (await listAudit(db(), { limit: 50 })).find((e) => e.action === "member erased");
    expect(erased).toMatchObject({
      actorId: `api-key:${stored!.id}`,
      actorEmail: `API key “Privacy desk” (${stored!.prefix}…)`,
      subject: target,
    });
  });

  it("gives the overview's figures for a range of days, and refuses a range it cannot count", async () => {
    const key = await makeKey("Dashboard", "read");
    const today = new Date().toISOString().slice(0, 10);
    const figures = await call(`/overview?from=${today}&to=${today}`, key);
    expect(figures.status).toBe(200);
    expect(figures.body).toMatchObject({ from: today, to: today, perDay: [{ day: today }] });
    expect(figures.body.joins.joins).toBe(figures.body.perDay[0].joins);
    expect(figures.body.waiting.total).toBeGreaterThanOrEqual(6);
    expect((await call("/overview", key)).body.perDay).toHaveLength(30);
    for (const query of [
      "from=yesterday",
      "from=2026-02-01&to=2026-01-01",
      "from=2020-01-01&to=2022-01-01",
      "to=2999-01-01",
    ]) {
      const refused = await call(`/overview?${query}`, key);
      expect(refused.status, query).toBe(400);
      expect(problemOf(refused).title).toBe("Bad Request");
    }
    const unknown = await fetch(`${ctx.server.url}/api/v1/nothing-here`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
  });
});
