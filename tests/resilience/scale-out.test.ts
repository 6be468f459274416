import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { type ServerProcess, startServerProcess } from "../../dev/harness/server-process";

import { type PostgresCluster, createPostgresCluster, postgresBinDir } from "../support/postgres-cluster";
import { RESILIENCE_ENV, postWaitlist } from "../support/resilience-server";

const PORTS = [3253, 3254] as const;
/** A second pair, with rate limits on and small enough to reach in a test. */
const LIMITED_PORTS = [3255, 3256] as const;
const WAITLIST_LIMIT = 6;
const SIGN_IN_EMAIL_LIMIT = 3;
const PG_PORT = 25402;

/** A Cookie header from a response's Set-Cookie headers. */
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** POSTs to Better Auth on `server` as the site's own page would (it checks the Origin). */
const postAuth = (server: ServerProcess, route: string, body: unknown, cookie = "") =>
  fetch(`${server.url}/api/auth${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, Cookie: cookie },
    body: JSON.stringify(body),
  });

async function sessionEmail(server: ServerProcess, cookie: string): Promise<string | null> {
  const response = await fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

/**
 * Two production instances, each with its own DATA_DIR (so nothing local is shared), on one
 * PostgreSQL and one BETTER_AUTH_SECRET: what a load balancer in front of several instances needs.
 */
describe.skipIf(!postgresBinDir())("two instances on one PostgreSQL", () => {
  let cluster: PostgresCluster;
  let a: ServerProcess;
  let b: ServerProcess;
  let limitedA: ServerProcess;
  let limitedB: ServerProcess;
  const dataDirs: string[] = [];

  const startPair = (ports: readonly number[], env: Record<string, string> = {}) =>
    Promise.all(
      ports.map((port) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "modura-scale-"));
        dataDirs.push(dataDir);
        return startServerProcess({
          port,
          env: { ...RESILIENCE_ENV, DATABASE_URL: cluster.url(), DATA_DIR: dataDir, ...env },
          echo: false,
        });
      }),
    ) as Promise<[ServerProcess, ServerProcess]>;

  beforeAll(async () => {
    cluster = await createPostgresCluster(PG_PORT);
    // Started together on an empty database: the migrations run once, under the advisory lock.
    [a, b] = await startPair(PORTS);
    [limitedA, limitedB] = await startPair(LIMITED_PORTS, {
      RATE_LIMIT: "on",
      RATE_LIMIT_WAITLIST: `${WAITLIST_LIMIT}/60`,
      RATE_LIMIT_SIGN_IN_EMAIL: `${SIGN_IN_EMAIL_LIMIT}/60`,
    });
  });

  afterAll(async () => {
    for (const server of [a, b, limitedA, limitedB])
      if (server && server.child.exitCode === null) await server.stop();
    await cluster?.destroy();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a session made on one is valid on the other, and signing out on one ends it on both", async () => {
    const account = {
      name: "Ada Lovelace",
      email: "ada-scale@example.com",
      password: "correct-horse-battery",
    };
    const signUp = await postAuth(a, "/sign-up/email", account);
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const cookie = cookieOf(signUp);

    expect(await sessionEmail(a, cookie)).toBe(account.email);
    expect(await sessionEmail(b, cookie)).toBe(account.email);
    const dashboardOnB = await fetch(`${b.url}/dashboard`, { headers: { Cookie: cookie } });
    expect(dashboardOnB.status).toBe(200);
    expect(await dashboardOnB.text()).toContain(account.name);

    expect((await postAuth(b, "/sign-out", {}, cookie)).status).toBe(200);
    expect(await sessionEmail(b, cookie)).toBeNull();
    expect(await sessionEmail(a, cookie)).toBeNull();
    const dashboardOnA = await fetch(`${a.url}/dashboard`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(dashboardOnA.status).toBe(302);
    expect(dashboardOnA.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);

    // And the other way round: signed in on B, recognised on A.
    const signIn = await postAuth(b, "/sign-in/email", { email: account.email, password: account.password });
    expect(signIn.status).toBe(200);
    expect(await sessionEmail(a, cookieOf(signIn))).toBe(account.email);
  });

  test("the same address sent to both at once, many times over, yields one waitlist entry", async () => {
    const addresses = Array.from({ length: 10 }, (_, i) => `same-${i}@example.com`);
    // Each address 20 times, alternating instance and letter case (the entry is unique in any case).
    const requests = addresses.flatMap((email) =>
      Array.from({ length: 20 }, (_, n) =>
        postWaitlist([a, b][n % 2]!.url, n % 4 < 2 ? email : email.toUpperCase(), `Twin ${n}`),
      ),
    );
    const statuses = await Promise.all(requests.map(async (request) => (await request).status));
    expect(new Set(statuses)).toEqual(new Set([201]));

    const client = new pg.Client({ connectionString: cluster.url() });
    await client.connect();
    let entries: { email: string; n: number }[];
    try {
      ({ rows: entries } = await client.query<{ email: string; n: number }>(
        `select lower(email) as email, count(*)::int as n from waitlist_entries
         where lower(email) = any($1) group by lower(email) order by 1`,
        [addresses],
      ));
    } finally {
      await client.end();
    }
    const total = entries.reduce((sum, entry) => sum + entry.n, 0);
    console.info(
      `[scale-out] ${statuses.length} concurrent sign-ups of ${addresses.length} addresses over 2 instances: ${total} entries`,
    );
    expect(entries).toEqual([...addresses].sort().map((email) => ({ email, n: 1 })));
  });

  test("rate limits count across both: waitlist posts per address, sign-ins per email", async () => {
    // One client (127.0.0.1) alternating between the instances: the limit is for both together.
    const waitlist: number[] = [];
    for (let n = 0; n < WAITLIST_LIMIT + 2; n++) {
      const response = await postWaitlist([limitedA, limitedB][n % 2]!.url, `limited-${n}@example.com`);
      waitlist.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(waitlist).toEqual([...Array(WAITLIST_LIMIT).fill(201), 429, 429]);

    const signIns: number[] = [];
    for (let n = 0; n < SIGN_IN_EMAIL_LIMIT + 2; n++) {
      const response = await postAuth([limitedA, limitedB][n % 2]!, "/sign-in/email", {
        email: n % 2 ? "Guessed@Example.com" : "guessed@example.com",
        password: `wrong-password-${n}`,
      });
      signIns.push(response.status);
    }
    expect(signIns).toEqual([...Array(SIGN_IN_EMAIL_LIMIT).fill(401), 429, 429]);
    // The limit is that email's, not the address's: another email is still answered.
    const other = await postAuth(limitedA, "/sign-in/email", {
      email: "someone-else@example.com",
      password: "wrong-password",
    });
    expect(other.status).toBe(401);
  });

  test("no instance crashed", () => {
    expect([a, b, limitedA, limitedB].map((server) => server.child.exitCode)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
