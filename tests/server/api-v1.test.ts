import { createHash, randomUUID } from "node:crypto";

import * as cheerio from "cheerio";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { apiKeys, waitlistEntries } from "../../app/db/schema";
import { listAudit } from "../../app/db/team.server";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";
import { type TeamTestMember, getPage, postForm, teamMember } from "../../dev/harness/team-accounts";

/** The calls a key may make a minute here: few, so that one test can go over it. */
const KEY_LIMIT = 8;

/**
 * The REST API under /api/v1 as the team's tools call it: keys made and revoked at /team/api-keys
 * (shown once, kept hashed), members listed with the members view's filters in cursor pages, one
 * member read; every refusal as problem details, every call audited.
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
  const call = (path: string, key?: string) =>
    fetch(`${ctx.server.url}${path}`, key ? { headers: { Authorization: `Bearer ${key}` } } : {});
  const problemOf = async (response: Response) => {
    expect(response.headers.get("content-type")).toBe("application/problem+json; charset=utf-8");
    return (await response.json()) as {
      type: string;
      title: string;
      status: number;
      detail: string;
    } & Record<string, unknown>;
  };

  beforeAll(async () => {
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
        `/api/v1/members?activity=trail&sort=oldest&limit=2${after ? `&after=${after}` : ""}`,
        key,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const body = (await response.json()) as {
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

    const one = await call(`/api/v1/members/${trail[0]}`, key);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({
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
      const missing = await call(`/api/v1/members/${id}`, key);
      expect(missing.status).toBe(404);
      expect(await problemOf(missing)).toEqual({
        type: "about:blank",
        title: "Not Found",
        status: 404,
        detail: "No member has this id.",
      });
    }
  });

  it("refuses a filter or page size it cannot read, naming each", async () => {
    const key = await makeKey("Reports", "read");
    const response = await call("/api/v1/members?activity=golf&limit=500", key);
    expect(response.status).toBe(400);
    const body = await problemOf(response);
    expect(body).toMatchObject({ status: 400, title: "Bad Request" });
    expect((body.errors as { name: string }[]).map((e) => e.name).sort()).toEqual(["activity", "limit"]);
  });

  it("answers 401 without an active key: none, a wrong one, a revoked one", async () => {
    const key = await makeKey("Old CRM", "write");
    expect((await call("/api/v1/members", key)).status).toBe(200);
    for (const wrong of [undefined, `mdr_${"A".repeat(43)}`, "not a key"]) {
      const refused = await call("/api/v1/members", wrong);
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="Modura API"');
      expect((await problemOf(refused)).title).toBe("Unauthorized");
    }
    const [stored] = await db().select().from(apiKeys).where(eq(apiKeys.name, "Old CRM"));
    const revoked = await postForm(
      ctx.server,
      "/team/api-keys",
      { intent: "revoke", keyId: stored!.id },
      admin.cookie,
    );
    expect(revoked.status).toBe(200);
    expect((await call("/api/v1/members", key)).status).toBe(401);
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
    for (let i = 0; i < KEY_LIMIT; i++)
      expect((await call("/api/v1/members?limit=1", busy)).status).toBe(200);
    const over = await call("/api/v1/members?limit=1", busy);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await problemOf(over)).retryAfter).toBe(Number(over.headers.get("retry-after")));
    expect((await call("/api/v1/members?limit=1", calm)).status).toBe(200);

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
});
