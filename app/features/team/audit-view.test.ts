import { describe, expect, it } from "vitest";

import type { TeamAuditRow } from "~/db/schema";

import {
  AUDIT_PAGE_SIZE,
  auditPage,
  auditQuerySchema,
  formatAuditDetails,
  formatAuditTime,
} from "./audit-view";

const row = (id: number, extra: Partial<TeamAuditRow> = {}): TeamAuditRow => ({
  id,
  at: new Date(Date.UTC(2026, 10, 25, 20, 20, 48) - id * 1000),
  actorId: null,
  actorEmail: "cli:root",
  action: "role granted",
  subject: "ada@example.com",
  details: { role: "analyst", previous: null },
  ipAddress: null,
  ...extra,
});

describe("the audit page's address", () => {
  it("reads ?before as an entry id, and refuses anything else", () => {
    expect(auditQuerySchema.safeParse({}).data).toEqual({});
    expect(auditQuerySchema.safeParse({ before: "120" }).data).toEqual({ before: 120 });
    let refused = 0;
    for (const before of ["", "0", "-3", "1.5", "12abc", "1e3", "99999999999999999", " 7"]) {
      expect(auditQuerySchema.safeParse({ before }).success, before).toBe(false);
      refused += 1;
    }
    expect(refused).toBe(8);
  });
});

describe("formatting entries", () => {
  it("shows instants in UTC to the second, whatever the zone", () => {
    expect(formatAuditTime(new Date("2026-11-26T01:02:03.456+05:00"))).toBe("2026-11-25 20:02:03 UTC");
  });

  it("writes details as compact key: value pairs", () => {
    expect(formatAuditDetails({ role: "analyst", previous: null })).toBe("role: analyst, previous: none");
    expect(formatAuditDetails({ method: "authenticator code" })).toBe("method: authenticator code");
    expect(formatAuditDetails({ rows: 12, filters: { status: "confirmed" } })).toBe(
      'rows: 12, filters: {"status":"confirmed"}',
    );
    expect(formatAuditDetails({})).toBe("");
    expect(formatAuditDetails("odd")).toBe("odd");
    expect(formatAuditDetails(null)).toBe("none");
  });
});

describe("auditPage", () => {
  it("shows a page and says where the older entries start when there are more", () => {
    const rows = Array.from({ length: AUDIT_PAGE_SIZE + 1 }, (_, i) => row(200 - i));
    const page = auditPage(rows);
    expect(page.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(page.entries[0]).toEqual({
      id: 200,
      at: "2026-11-25T20:17:28.000Z",
      when: "2026-11-25 20:17:28 UTC",
      who: "cli:root",
      what: "role granted",
      subject: "ada@example.com",
      details: "role: analyst, previous: none",
      address: "",
    });
    expect(page.olderBefore).toBe(200 - AUDIT_PAGE_SIZE + 1);
  });

  it("has no older page when the rows fit", () => {
    expect(auditPage([row(3), row(2, { ipAddress: "127.0.0.1", subject: null })])).toMatchObject({
      entries: [{ id: 3 }, { id: 2, address: "127.0.0.1", subject: "" }],
      olderBefore: null,
    });
    expect(auditPage([])).toEqual({ entries: [], olderBefore: null });
  });
});
