// @module-tag database
import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../../app/db/client.server";
import {
  createPostgresDatabase,
  databaseKinds,
  openTestPostgres,
  type TestDatabase,
  testedDatabases,
} from "../../dev/harness/databases";
import { startTestServer, type TestServer } from "../../dev/harness/test-server";

// The PostgreSQL phase's, not the PGlite phase's: both have DATABASE_URL set.
const POSTGRES_URL = testedDatabases().postgres;
const REDIS_URL = process.env.REDIS_URL;

const LIMITS = {
  RATE_LIMIT: "on",
  RATE_LIMIT_WAITLIST: "4/60",
  RATE_LIMIT_SIGN_IN: "4/60",
  RATE_LIMIT_SIGN_IN_EMAIL: "100/60",
};

/** The same limits, counted on two instances: every other request goes to the other one. */
function sharedLimitContract(instances: () => [TestServer, TestServer]) {
  const post = (server: TestServer, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify(body),
    });

  it("counts the waitlist limit across both instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = instances()[i % 2]!;
      const response = await post(server, "/api/waitlist", {
        fullName: "Shared Limit",
        email: `shared-${i}-${Date.now()}@example.com`,
        primaryActivity: "trail",
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it("counts the sign-in limit across both instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = instances()[i % 2]!;
      const response = await post(server, "/api/auth/sign-in/email", {
        email: `shared-nobody-${i}@example.com`,
        password: "wrong-password",
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
}

/** Two pools on one fresh PostgreSQL database, as two processes would have. */
async function sharedPostgres(adminUrl: string) {
  const created = await createPostgresDatabase(adminUrl, "modura_shared");
  const one = await openTestPostgres(created.url, 10);
  const two = await openTestPostgres(created.url, 10);
  return {
    databases: [one, two] as [Database, Database],
    async dispose() {
      await Promise.all([one.close(), two.close()]);
      await created.drop();
    },
  };
}

describe.skipIf(!POSTGRES_URL)(
  "two instances on one PostgreSQL database (skipped: PostgreSQL is not tested in this run)",
  () => {
    let shared: Awaited<ReturnType<typeof sharedPostgres>>;
    let servers: [TestServer, TestServer];
    beforeAll(async () => {
      shared = await sharedPostgres(POSTGRES_URL!);
      servers = [
        await startTestServer({ ...shared.databases[0], label: "one", dispose: async () => {} }, LIMITS),
        await startTestServer({ ...shared.databases[1], label: "two", dispose: async () => {} }, LIMITS),
      ];
    });
    afterAll(async () => {
      await Promise.all(servers?.map((server) => server.close()) ?? []);
      await shared?.dispose();
    });

    sharedLimitContract(() => servers);
  },
);

describe.skipIf(!REDIS_URL)(
  "two instances sharing Redis, each on its own database (skipped: REDIS_URL is unset)",
  () => {
    // Separate databases, so only Redis can carry the counts from one instance to the other.
    const [kind] = databaseKinds();
    let databases: TestDatabase[] = [];
    let servers: [TestServer, TestServer];
    beforeAll(async () => {
      databases = [await kind!.open(), await kind!.open()];
      const env = {
        ...LIMITS,
        REDIS_URL: REDIS_URL!,
        REDIS_KEY_PREFIX: `modura-test-${process.pid}-${randomBytes(4).toString("hex")}:`,
      };
      servers = [await startTestServer(databases[0]!, env), await startTestServer(databases[1]!, env)];
    });
    afterAll(async () => {
      await Promise.all(servers?.map((server) => server.close()) ?? []);
      await Promise.all(databases.map((database) => database.dispose()));
    });

    sharedLimitContract(() => servers);

    it("keeps nothing in either database's rate_limits table", async () => {
      for (const database of databases) {
        const result = await database.db.execute("select count(*)::int as n from rate_limits");
        expect(Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
      }
    });
  },
);
