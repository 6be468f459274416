import * as cheerio from "cheerio";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { teamAudit, waitlistEntries, waitlistImports } from "../../app/db/schema";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";
import { type TeamTestMember, getPage, postForm, teamMember } from "../../dev/harness/team-accounts";

/**
 * The launch room's import at /team/import: a file uploaded as a browser uploads it, its plan
 * shown at its own address before anything is written, then imported (or discarded). The rows
 * themselves, and importing again: waitlist-import.test.ts.
 */
const FILE = [
  "name,email,activity,joined_at",
  "Page One,page-one@example.com,trail,2025-05-01T00:00:00Z",
  "Page Two,page-two@example.com,gym,",
  "Broken,not-an-address,gym,",
].join("\n");

describe.each(databaseKinds())("the import page on $label", (kind) => {
  const ctx = useTestServer(kind);
  let admin: TeamTestMember;
  let analyst: TeamTestMember;
  const db = () => ctx.database.db;

  const upload = (bytes: BlobPart, name: string, cookie?: string) => {
    const form = new FormData();
    form.set("file", new Blob([bytes], { type: "text/csv" }), name);
    return fetch(`${ctx.server.url}/team/import`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Origin: ctx.server.url, ...(cookie ? { Cookie: cookie } : {}) },
    });
  };
  const kept = () => db().select().from(waitlistImports);

  beforeAll(async () => {
    admin = await teamMember(ctx.server, ctx.database, "admin");
    analyst = await teamMember(ctx.server, ctx.database, "analyst");
  });

  it("shows an upload's plan at its own address, writing nothing, then imports it, audited", async () => {
    const uploaded = await upload(FILE, "shop.csv", admin.cookie);
    expect(uploaded.status).toBe(302);
    const planPath = uploaded.headers.get("location")!;
    expect(planPath).toMatch(/^\/team\/import\/[0-9a-f-]{36}$/);
    const $ = cheerio.load(await (await getPage(ctx.server, planPath, admin.cookie)).text());
    expect($("h1").text()).toBe("Import shop.csv");
    expect(
      $("[data-testid=import-counts] dd")
        .map((_, dd) => $(dd).find("span").first().text())
        .get(),
    ).toEqual(["2", "0", "0", "1"]);
    expect($("[data-testid=import-refused]").text()).toBe(
      "Line 4: Please enter a valid email address. (email)",
    );
    expect(await db().select().from(waitlistEntries)).toEqual([]);

    const unticked = await postForm(ctx.server, planPath, { intent: "import" }, admin.cookie);
    expect(unticked.status).toBe(400);
    expect(
      cheerio
        .load(await unticked.text())("#import-confirm-error")
        .text(),
    ).toBe("Please tick the box to say you have checked the plan and the refused rows.");
    expect(await db().select().from(waitlistEntries)).toEqual([]);

    const imported = await postForm(ctx.server, planPath, { intent: "import", confirm: "yes" }, admin.cookie);
    expect(imported.status).toBe(302);
    const done = imported.headers.get("location")!;
    const page = cheerio.load(await (await getPage(ctx.server, done, admin.cookie)).text());
    expect(page("main").text()).toContain(
      "shop.csv: 2 added (each asked to confirm unless the file says when they did), 0 updated, 0 unchanged, 1 refused.",
    );
    const [one] = await db()
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, "page-one@example.com"));
    expect(one).toMatchObject({ status: "pending", createdAt: new Date("2025-05-01T00:00:00Z") });
    expect(await kept()).toEqual([]);
    const [audit] = await db().select().from(teamAudit).where(eq(teamAudit.action, "waitlist imported"));
    expect(audit).toMatchObject({ actorEmail: admin.credentials.email, subject: "shop.csv" });
    // Taken: a second press finds nothing to import.
    expect(
      (await postForm(ctx.server, planPath, { intent: "import", confirm: "yes" }, admin.cookie)).status,
    ).toBe(409);
    expect((await getPage(ctx.server, planPath, admin.cookie)).status).toBe(404);
  });

  it("refuses a file that cannot be read, keeping nothing; a discarded upload is gone", async () => {
    const garbage = await upload(new Uint8Array([0xff, 0xfe, 0xfd, 0x00, 0x80]), "garbage.csv", admin.cookie);
    expect(garbage.status).toBe(400);
    expect(
      cheerio
        .load(await garbage.text())("main")
        .text(),
    ).toContain(
      "The file is not UTF-8 text: save it from the spreadsheet as CSV UTF-8. Nothing was kept or written.",
    );
    expect(await kept()).toEqual([]);

    const uploaded = await upload(FILE, "again.csv", admin.cookie);
    const planPath = uploaded.headers.get("location")!;
    expect(await kept()).toHaveLength(1);
    expect((await postForm(ctx.server, planPath, { intent: "discard" }, admin.cookie)).status).toBe(302);
    expect(await kept()).toEqual([]);
  });

  it("takes a large upload from an admin alone: anyone else is answered as a post to no page, and nothing is kept", async () => {
    const large = new Uint8Array(2 * 1024 * 1024).fill(0x61);
    // Off the team, the answer any path that does not exist gives a post.
    const nowhere = await fetch(`${ctx.server.url}/no-such-page`, {
      method: "POST",
      body: new FormData(),
      headers: { Origin: ctx.server.url },
    });
    const outsider = await upload(large, "large.csv");
    expect(outsider.status).toBe(nowhere.status);
    expect(await outsider.text()).not.toContain("/team");
    expect((await upload(large, "large.csv", analyst.cookie)).status).toBe(404);
    expect(await kept()).toEqual([]);
  });
});
