// @module-tag database
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rowsOf } from "../../app/db/rows";
import { createPageViewCounter } from "../../app/features/analytics/counter.server";
import type { ViewFacts } from "../../app/features/analytics/page-view";
import { type TestDatabase, databaseKinds } from "../../dev/harness/databases";
import { capturingLogger } from "../support/log-capture";

const view = (path: string): ViewFacts => ({
  path,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrerHost: null,
  device: "desktop",
});

describe.each(databaseKinds())("the page-view counter on $label", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("writes every view of a burst recorded at once", async () => {
    const log = capturingLogger("warn");
    const counter = createPageViewCounter({ db: database.db, logger: log.logger, host: "burst.example" });
    for (let i = 0; i < 1_000; i++) {
      counter.record(view("/burst"), { address: `198.51.100.${i % 256}`, userAgent: `agent ${i}` });
    }
    await counter.close();
    const result = await database.db.execute(
      sql`select count(*)::int as n, count(distinct visitor_id)::int as visitors from page_views where path = '/burst'`,
    );
    // 256 addresses times 1,000 agents, one each: every view is its own visitor.
    expect(rowsOf<{ n: number; visitors: number }>(result)[0]).toEqual({ n: 1_000, visitors: 1_000 });
    expect(log.lines).toEqual([]);
  });

  it("never throws when its database fails, and warns once a minute at most", async () => {
    const broken = await kind.open();
    await broken.dispose();
    const log = capturingLogger("warn");
    const counter = createPageViewCounter({ db: broken.db, logger: log.logger, host: "broken.example" });
    const visitor = { address: "198.51.100.1", userAgent: "agent" };
    for (let i = 0; i < 300; i++) counter.record(view("/lost"), visitor);
    await counter.flush();
    expect(await counter.attributionOf(visitor)).toBeUndefined();
    await counter.close();
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ level: 40, msg: "a page view was not counted" });
  });
});
