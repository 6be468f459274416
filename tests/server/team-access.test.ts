import { describe, expect, it } from "vitest";

import { listAudit } from "../../app/db/team.server";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

import { getPage, teamMember } from "../../dev/harness/team-accounts";

/** A page's HTML without what differs on every response (the CSP nonce). */
const comparable = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe.each(databaseKinds())("the launch room's door on $label", (kind) => {
  const context = useTestServer(kind);

  it("answers outsiders exactly the ordinary not-found page, for every team path and its data", async () => {
    const { server, database } = context;
    const outsider = await teamMember(server, database, "user", { enrol: false });
    const ordinary = await getPage(server, "/no-such-page");
    const ordinaryHtml = comparable(await ordinary.text());
    const ordinaryData = await (await getPage(server, "/no-such-page.data")).text();
    const paths = [
      "/team",
      "/team/",
      "/team/members",
      "/team/members/x",
      "/team/audit",
      "/team/enrol",
      "/team/verify",
    ];
    let checked = 0;
    for (const cookie of [undefined, outsider.cookie]) {
      for (const path of paths) {
        const page = await getPage(server, path, cookie);
        expect(page.status, path).toBe(404);
        expect(page.headers.get("content-type")).toBe(ordinary.headers.get("content-type"));
        const html = comparable(await page.text());
        // The signed-in header differs from the anonymous one; compare like with like.
        if (!cookie) expect(html, path).toBe(ordinaryHtml);
        expect(html).not.toMatch(/features\/team|Launch room/);
        const data = await getPage(server, `${path.replace(/\/$/, "")}.data`, cookie);
        expect(data.status, `${path}.data`).toBe(404);
        if (!cookie) expect(await data.text()).toBe(ordinaryData);
        checked += 1;
      }
    }
    expect(checked).toBe(paths.length * 2);
  });

  it("sends a team member without a second factor to enrol, then lets an enrolled one in by role", async () => {
    const { server, database } = context;
    const newcomer = await teamMember(server, database, "analyst", { enrol: false });
    const sent = await getPage(server, "/team/members?status=confirmed", newcomer.cookie);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(
      "/team/enrol?redirectTo=%2Fteam%2Fmembers%3Fstatus%3Dconfirmed",
    );

    const analyst = await teamMember(server, database, "analyst");
    expect((await getPage(server, "/team", analyst.cookie)).status).toBe(200);
    expect((await getPage(server, "/team/audit", analyst.cookie)).status).toBe(404);
    const admin = await teamMember(server, database, "admin");
    expect((await getPage(server, "/team/audit", admin.cookie)).status).toBe(200);

    const entries = await listAudit(database.db, { limit: 50 });
    const signIns = entries.filter(
      (entry) => entry.action === "sign-in" && entry.actorEmail === admin.credentials.email,
    );
    expect(signIns.map((entry) => entry.details)).toContainEqual({ method: "authenticator code" });
    expect(signIns[0]?.ipAddress).toBe("127.0.0.1");
  });
});
