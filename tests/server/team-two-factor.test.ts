import { describe, expect, it } from "vitest";

import { listAudit } from "../../app/db/team.server";
import { Visitor } from "../support/visitor";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

import { freshCode } from "../../dev/harness/authenticator";
import { enrolWithCookie, teamMember, totpOf } from "../../dev/harness/team-accounts";

const SESSION_COOKIE = "better-auth.session_token";

/** What a person without JavaScript does: every step is a page, a form and a post. */
describe.each(databaseKinds())("the team's second factor on $label, without JavaScript", (kind) => {
  const context = useTestServer(kind);

  async function signedInVisitor(credentials: { email: string; password: string }) {
    const visitor = new Visitor(context.server.url);
    const auth = await visitor.open("/auth");
    const after = await auth
      .form("Sign In", "main")
      .fill("Email", credentials.email)
      .fill("Password", credentials.password)
      .submit("Sign In");
    return { visitor, after };
  }

  it("enrols a member who opens /team: QR code and secret on the server, a code, backup codes once", async () => {
    const { server, database } = context;
    const member = await teamMember(server, database, "analyst", { enrol: false });
    const { visitor } = await signedInVisitor(member.credentials);

    const start = await visitor.open("/team/members");
    expect(start.path).toBe("/team/enrol?redirectTo=%2Fteam%2Fmembers");
    expect(start.$("h1").text()).toBe("Set up two-factor authentication");
    const wrongPassword = await start
      .form("Set up an authenticator")
      .fill("Your password", "not-it")
      .submit();
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.mainText).toContain("That password is not right");

    const scan = await start
      .form("Set up an authenticator")
      .fill("Your password", member.credentials.password)
      .submit();
    expect(scan.status).toBe(200);
    const qr = scan.$('[role="img"][aria-label="QR code of your authenticator secret"] svg');
    expect(qr.length).toBe(1);
    expect(qr.find("path").length).toBeGreaterThan(0);
    const uri = scan.$('input[name="uri"]').attr("value")!;
    const totp = totpOf(uri);
    expect(totp.issuer).toBe("Modura");
    // The secret as text, to type into an app, in groups of four.
    expect(scan.text("code").replace(/ /g, "")).toBe(totp.secret.base32);

    const wrong = await scan
      .form("Turn on two-factor authentication")
      .fill("Authentication code", "000000")
      .submit();
    expect(wrong.status).toBe(400);
    expect(wrong.mainText).toContain("That code did not work");
    expect(wrong.$('[aria-label="QR code of your authenticator secret"] svg').length).toBe(1);

    const done = await wrong
      .form("Turn on two-factor authentication")
      .fill("Authentication code", await freshCode(totp))
      .submit();
    expect(done.status).toBe(200);
    const codes = done
      .$('[aria-label="Backup codes"] li')
      .map((_, li) => done.$(li).text())
      .get();
    expect(codes).toHaveLength(10);
    const overview = await done.follow("Continue to the launch room");
    expect(overview.path).toBe("/team/members");
    expect(overview.status).toBe(200);
    // Shown once: the enrolment page now sends the member on.
    expect((await visitor.open("/team/enrol")).path).toBe("/team");

    const actions = (await listAudit(database.db, { limit: 100 }))
      .filter((entry) => entry.actorEmail === member.credentials.email)
      .map((entry) => entry.action);
    expect(actions).toContain("second factor enrolled");
  });

  it("asks an enrolled member's every sign-in for the code before any page, then lets them in", async () => {
    const { server, database } = context;
    const member = await teamMember(server, database, "admin");
    const { visitor, after } = await signedInVisitor(member.credentials);
    expect(after.path).toBe("/auth/two-factor?redirectTo=%2Fdashboard");
    // No session yet: the team area does not exist for this browser.
    expect((await visitor.request("/team")).status).toBe(404);
    expect((await visitor.request("/dashboard")).status).toBe(302);

    const wrong = await after.form("Sign in", "main").fill("Authentication code", "123456").submit();
    expect(wrong.status).toBe(400);
    expect(wrong.mainText).toContain("That code did not work");
    const signedIn = await wrong
      .form("Sign in", "main")
      .fill("Authentication code", await freshCode(member.totp!))
      .submit();
    expect(signedIn.path).toBe("/dashboard?notice=signed-in");
    expect((await visitor.open("/team")).status).toBe(200);

    const signIns = (await listAudit(database.db, { limit: 100 })).filter(
      (entry) => entry.actorEmail === member.credentials.email && entry.action === "sign-in",
    );
    expect(signIns.map((entry) => entry.details)).toEqual([
      { method: "authenticator code" },
      { method: "authenticator code" },
    ]);
  });

  it(
    "refuses a code that signed in once: for a second sign-in, for a session's proof, and for one of two sent at once",
    { tags: ["database"] },
    async () => {
      const { server, database } = context;
      const member = await teamMember(server, database, "admin", { enrol: false });
      const { visitor: older } = await signedInVisitor(member.credentials);
      const totp = await enrolWithCookie(server, member);
      const code = await freshCode(totp);

      const first = await signedInVisitor(member.credentials);
      const signedIn = await first.after.form("Sign in", "main").fill("Authentication code", code).submit();
      expect(signedIn.path).toBe("/dashboard?notice=signed-in");

      const second = await signedInVisitor(member.credentials);
      const replayed = await second.after.form("Sign in", "main").fill("Authentication code", code).submit();
      expect(replayed.status).toBe(400);
      expect(replayed.mainText).toContain("That code did not work");
      expect(second.visitor.hasCookie(SESSION_COOKIE)).toBe(false);
      expect((await second.visitor.request("/dashboard")).status).toBe(302);

      const asked = await older.open("/team/audit");
      const proofReplayed = await asked.form("Continue", "main").fill("Authentication code", code).submit();
      expect(proofReplayed.status).toBe(400);
      expect(proofReplayed.mainText).toContain("That code did not work");
      expect((await older.request("/team/audit", { redirect: "manual" })).status).toBe(302);

      // Two sign-ins at the code step, one new code sent by both at once: one gets in.
      const racers = await Promise.all([
        signedInVisitor(member.credentials),
        signedInVisitor(member.credentials),
      ]);
      const raced = await freshCode(totp);
      const answers = await Promise.all(
        racers.map(({ after }) => after.form("Sign in", "main").fill("Authentication code", raced).submit()),
      );
      expect(answers.map((answer) => answer.path).sort()).toEqual(
        ["/auth/two-factor?redirectTo=%2Fdashboard", "/dashboard?notice=signed-in"].sort(),
      );
      const sessions = racers.map(({ visitor }) => visitor.hasCookie(SESSION_COOKIE));
      expect(sessions.filter(Boolean)).toHaveLength(1);
    },
  );

  it("takes a backup code, once, instead of the app's code", async () => {
    const { server, database } = context;
    const member = await teamMember(server, database, "analyst");
    const [code] = member.backupCodes;
    const first = (await signedInVisitor(member.credentials)).after;
    const backup = await first.follow("Use a backup code instead");
    expect(backup.path).toMatch(/method=backup/);
    const signedIn = await backup.form("Sign in", "main").fill("Backup code", code!).submit();
    expect(signedIn.path).toBe("/dashboard?notice=signed-in");

    const again = await (await signedInVisitor(member.credentials)).after.follow("Use a backup code instead");
    const refused = await again.form("Sign in", "main").fill("Backup code", code!).submit();
    expect(refused.status).toBe(400);
    expect(refused.mainText).toContain("That code did not work");
  });

  it("asks a session that signed in before enrolment for the code before any team page", async () => {
    const { server, database } = context;
    const member = await teamMember(server, database, "admin", { enrol: false });
    const { visitor: older } = await signedInVisitor(member.credentials);
    const enrolled = await enrolWithCookie(server, member);

    const asked = await older.open("/team/audit");
    expect(asked.path).toBe("/team/verify?redirectTo=%2Fteam%2Faudit");
    const wrong = await asked.form("Continue", "main").fill("Authentication code", "000000").submit();
    expect(wrong.status).toBe(400);
    const proved = await wrong
      .form("Continue", "main")
      .fill("Authentication code", await freshCode(enrolled))
      .submit();
    expect(proved.path).toBe("/team/audit");
    expect(proved.status).toBe(200);

    const entry = (await listAudit(database.db, { limit: 100 })).find(
      (row) => row.actorEmail === member.credentials.email && row.action === "second factor verified",
    );
    expect(entry?.ipAddress).toBe("127.0.0.1");
  });
});
