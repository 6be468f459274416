import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";

import { passkey } from "../../app/db/schema";
import { listAudit } from "../../app/db/team.server";
import { AUDIT_ACTIONS } from "../../app/vocabulary";
import { databaseKinds } from "../../dev/harness/databases";
import { cookieHeader, postAuth } from "../../dev/harness/auth-requests";
import { enrolWithCookie, getPage, postForm, teamMember } from "../../dev/harness/team-accounts";
import { useTestServer } from "../../dev/harness/test-server";

/*
 * The launch room's passkeys page as HTTP facts, on both databases (decision 040). Enrolling and
 * signing in with one need a browser's authenticator: tests/e2e/passkeys.spec.ts.
 */
describe.each(databaseKinds())("team passkeys on $label", (kind) => {
  const ctx = useTestServer(kind);

  it("lists a member's own passkeys, removes one by a form post (audited), and never another's", async () => {
    const { server, database } = ctx;
    const admin = await teamMember(server, database, "admin", { tag: "pk-admin" });
    const analyst = await teamMember(server, database, "analyst", { tag: "pk-analyst" });
    const outsider = await teamMember(server, database, "user", { enrol: false, tag: "pk-user" });
    const idOf = async (cookie: string) => {
      const response = await fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: cookie } });
      return ((await response.json()) as { user: { id: string } }).user.id;
    };
    const key = (id: string, userId: string, name: string) => ({
      id,
      userId,
      name,
      publicKey: "cHVibGlj",
      credentialID: `cred-${id}`,
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    });
    await database.db
      .insert(passkey)
      .values([
        key("pk-1", await idOf(admin.cookie), "Work laptop"),
        key("pk-2", await idOf(analyst.cookie), "Analyst's phone"),
      ]);

    const page = await getPage(server, "/team/passkeys", admin.cookie);
    expect(page.status).toBe(200);
    const $ = cheerio.load(await page.text());
    expect($("ul[aria-label='Your passkeys'] li").text()).toContain("Work laptop");
    expect($("main").text()).not.toContain("Analyst's phone");
    // WebAuthn has no form post: the add form posted without JavaScript says so.
    const withoutScripts = await postForm(
      server,
      "/team/passkeys",
      { intent: "add", name: "Laptop" },
      admin.cookie,
    );
    expect(withoutScripts.status).toBe(400);
    expect(
      cheerio
        .load(await withoutScripts.text())("[role=alert]")
        .text(),
    ).toContain("Adding a passkey needs JavaScript");

    // Another member's passkey is not one of yours: nothing removed.
    const refused = await postForm(server, "/team/passkeys", { passkeyId: "pk-2" }, admin.cookie);
    expect(refused.status).toBe(404);
    const removed = await postForm(server, "/team/passkeys", { passkeyId: "pk-1" }, admin.cookie);
    expect(removed.status).toBe(200);
    expect(
      cheerio
        .load(await removed.text())("main")
        .text(),
    ).toContain("None yet.");
    expect((await database.db.select({ id: passkey.id }).from(passkey)).map((r) => r.id)).toEqual(["pk-2"]);
    const entries = (await listAudit(database.db, { limit: 20 })).filter(
      (entry) => entry.action === AUDIT_ACTIONS.passkeyRemoved,
    );
    expect(entries).toMatchObject([{ actorEmail: admin.credentials.email, subject: "Work laptop" }]);

    // Outside the team there is no such page.
    expect((await getPage(server, "/team/passkeys", outsider.cookie)).status).toBe(404);
  });

  it("answers a passkey button posted without JavaScript, on /auth and /team/verify, with why", async () => {
    const { server, database } = ctx;
    const auth = await postForm(server, "/auth", { intent: "passkey" });
    expect(auth.status).toBe(400);
    expect(
      cheerio
        .load(await auth.text())("[role=alert]")
        .text(),
    ).toContain("Passkeys need JavaScript");
    // A session from before the member enrolled: it has not proved the second factor.
    const member = await teamMember(server, database, "analyst", { enrol: false, tag: "pk-verify" });
    const earlier = cookieHeader(await postAuth(server, "/sign-in/email", member.credentials));
    await enrolWithCookie(server, member);
    const verify = await postForm(server, "/team/verify", { intent: "passkey" }, earlier);
    expect(verify.status).toBe(400);
    expect(
      cheerio
        .load(await verify.text())("[role=alert]")
        .text(),
    ).toContain("Passkeys need JavaScript");
  });

  it("keeps removal to the audited page: the plugin's own delete and rename endpoints answer 404", async () => {
    for (const path of ["/api/auth/passkey/delete-passkey", "/api/auth/passkey/update-passkey"]) {
      const response = await fetch(`${ctx.server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ctx.server.url },
        body: JSON.stringify({ id: "pk-2", name: "x" }),
      });
      expect(response.status, path).toBe(404);
    }
  });
});
