import * as cheerio from "cheerio";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { passkey, user, verification } from "../../app/db/schema";
import { listAudit, setRoleByEmail } from "../../app/db/team.server";
import { AUDIT_ACTIONS } from "../../app/vocabulary";
import { databaseKinds } from "../../dev/harness/databases";
import { cookieHeader, postAuth } from "../../dev/harness/auth-requests";
import {
  type TeamTestMember,
  enrolWithCookie,
  getPage,
  mergeCookies,
  postForm,
  teamMember,
} from "../../dev/harness/team-accounts";
import { useTestServer } from "../../dev/harness/test-server";

import { registrationResponse } from "../support/webauthn-attestation";

/*
 * The launch room's passkeys page as HTTP facts, on both databases (decision 040). Enrolling and
 * signing in with one need a browser's authenticator: tests/e2e/passkeys.spec.ts. Registration
 * over HTTP, with an authenticator's answer made here (tests/support/webauthn-attestation.ts), is
 * how an account off the team is shown refused.
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

  it("adds no passkey for an account off the team: no challenge is issued to it, and one who left the team since is refused at the end", async () => {
    const { server, database } = ctx;
    const registrationChallenges = () =>
      database.db.select().from(verification).where(like(verification.value, '%"type":"registration"%'));
    const passkeysOf = async (member: TeamTestMember) => {
      const [account] = await database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, member.credentials.email));
      return database.db.select().from(passkey).where(eq(passkey.userId, account!.id));
    };
    /** The page's two calls, as @simplewebauthn/browser makes them with the authenticator's answer. */
    const askOptions = (cookie: string) =>
      fetch(`${server.url}/api/auth/passkey/generate-register-options`, { headers: { Cookie: cookie } });
    const verify = async (cookie: string, options: Response) => {
      const { challenge } = (await options.json()) as { challenge: string };
      const response = registrationResponse({ challenge, origin: server.url });
      return postAuth(
        server,
        "/passkey/verify-registration",
        { response, name: "Test key" },
        mergeCookies(cookie, options),
      );
    };

    const outsider = await teamMember(server, database, "user", { enrol: false, tag: "pk-outsider" });
    const before = (await registrationChallenges()).length;
    const refused = await askOptions(outsider.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: "Passkeys are for the team." });
    expect(refused.headers.getSetCookie().join()).not.toContain("passkey");
    expect(await registrationChallenges()).toHaveLength(before);

    // A member's registration is added (so the answer made here is one the plugin takes), audited.
    const member = await teamMember(server, database, "analyst", { enrol: false, tag: "pk-adds" });
    const added = await verify(member.cookie, await askOptions(member.cookie));
    expect(added.status, await added.clone().text()).toBe(200);
    expect((await passkeysOf(member)).map((row) => row.name)).toEqual(["Test key"]);
    const audited = (await listAudit(database.db, { limit: 20 })).filter(
      (entry) => entry.action === AUDIT_ACTIONS.passkeyAdded,
    );
    expect(audited).toMatchObject([{ actorEmail: member.credentials.email, subject: "Test key" }]);

    // An answer that cannot be verified (signed for another site) is bad input: a 400, nothing added.
    const forger = await teamMember(server, database, "analyst", { enrol: false, tag: "pk-forger" });
    const forgedOptions = await askOptions(forger.cookie);
    const { challenge } = (await forgedOptions.json()) as { challenge: string };
    const forged = await postAuth(
      server,
      "/passkey/verify-registration",
      { response: registrationResponse({ challenge, origin: "https://elsewhere.example" }), name: "Forged" },
      mergeCookies(forger.cookie, forgedOptions),
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "FAILED_TO_VERIFY_REGISTRATION" });
    expect(await passkeysOf(forger)).toEqual([]);

    // Issued a challenge on the team, then taken off it: the plugin's afterVerification refuses.
    const leaver = await teamMember(server, database, "analyst", { enrol: false, tag: "pk-leaver" });
    const options = await askOptions(leaver.cookie);
    expect(options.status).toBe(200);
    expect((await setRoleByEmail(database.db, leaver.credentials.email, "user")).ok).toBe(true);
    const late = await verify(leaver.cookie, options);
    expect(late.status).toBe(403);
    expect(await late.json()).toMatchObject({ message: "Passkeys are for the team." });
    expect(await passkeysOf(leaver)).toEqual([]);
  });
});
