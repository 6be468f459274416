import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";

import { listAudit, listTeam, recordAudit } from "../../app/db/team.server";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";

import { getPage, postForm, teamMember } from "../../dev/harness/team-accounts";

/** A page's HTML, parsed. */
const parse = async (response: Response) => cheerio.load(await response.text());

/** The text of a page's answer to a post (role status, or alert for a refusal). */
const answerOf = ($: cheerio.CheerioAPI) => $('main [role="status"], main [role="alert"]').text();

/** The team table's rows as [email, role]. */
const membersOf = ($: cheerio.CheerioAPI) =>
  $("#members-heading")
    .closest("section")
    .find("tbody tr")
    .toArray()
    .map((row) => [$(row).find("td").eq(0).text(), $(row).find("td").eq(2).text()]);

/** The audit table's rows, each its cells' text, and the <time>'s datetime first. */
const auditRowsOf = ($: cheerio.CheerioAPI) =>
  $("main table tbody tr")
    .toArray()
    .map((row) => [
      $(row).find("time").attr("datetime") ?? "",
      ...$(row)
        .find("td")
        .toArray()
        .map((cell) => $(cell).text()),
    ]);

describe.each(databaseKinds())("the team's people and audit log on $label", (kind) => {
  const context = useTestServer(kind);

  it("do not exist for an analyst: the not-found page, to a look and to a post", async () => {
    const { server, database } = context;
    const analyst = await teamMember(server, database, "analyst");
    const paths = [
      "/team/people",
      "/team/audit",
      "/team/audit?before=5",
      "/team/people.data",
      "/team/audit.data",
    ];
    let checked = 0;
    for (const path of paths) {
      expect((await getPage(server, path, analyst.cookie)).status, path).toBe(404);
      checked += 1;
    }
    expect(checked).toBe(paths.length);
    const post = await postForm(
      server,
      "/team/people",
      { intent: "grant", email: analyst.credentials.email, role: "admin" },
      analyst.cookie,
    );
    expect(post.status).toBe(404);
    const team = await listTeam(database.db);
    expect(team.find((member) => member.email === analyst.credentials.email)?.role).toBe("analyst");
  });

  it("lets an admin grant and revoke by form posts, each audited with who and from where, effective at once", async () => {
    const { server, database } = context;
    const admin = await teamMember(server, database, "admin");
    const newcomer = await teamMember(server, database, "user", { enrol: false, tag: "newcomer" });
    expect((await getPage(server, "/team", newcomer.cookie)).status).toBe(404);

    const people = await parse(await getPage(server, "/team/people", admin.cookie));
    expect(people("h1").text()).toBe("Team");
    expect(membersOf(people)).toContainEqual([admin.credentials.email, "admin"]);

    const granted = await postForm(
      server,
      "/team/people",
      { intent: "grant", email: ` ${newcomer.credentials.email.toUpperCase()} `, role: "analyst" },
      admin.cookie,
    );
    expect(granted.status).toBe(200);
    const $granted = await parse(granted);
    expect(answerOf($granted)).toBe(`Done ${newcomer.credentials.email} is now an analyst.`);
    expect($granted('main [role="status"]')).toHaveLength(1);
    expect(membersOf($granted)).toContainEqual([newcomer.credentials.email, "analyst"]);
    // On the team now: sent to enrol a second factor, where an outsider met the not-found page.
    const next = await getPage(server, "/team", newcomer.cookie);
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toBe("/team/enrol?redirectTo=%2Fteam");

    const adminId = (await listAudit(database.db, { limit: 100 })).find(
      (entry) => entry.actorEmail === admin.credentials.email && entry.action === "sign-in",
    )?.actorId;
    expect(adminId).toBeTruthy();
    const [grant] = await listAudit(database.db, { limit: 1 });
    expect(grant).toMatchObject({
      actorId: adminId,
      actorEmail: admin.credentials.email,
      action: "role granted",
      subject: newcomer.credentials.email,
      details: { role: "analyst", previous: "user" },
      ipAddress: "127.0.0.1",
    });

    // An admin leaving: their way in is this very page.
    const leaving = await teamMember(server, database, "admin", { tag: "leaving" });
    expect((await getPage(server, "/team/people", leaving.cookie)).status).toBe(200);
    const revoked = await postForm(
      server,
      "/team/people",
      { intent: "revoke", email: leaving.credentials.email },
      admin.cookie,
    );
    expect(revoked.status).toBe(200);
    const $revoked = await parse(revoked);
    expect(answerOf($revoked)).toBe(
      `Done ${leaving.credentials.email} is no longer on the team (was admin).`,
    );
    expect(membersOf($revoked).map(([email]) => email)).not.toContain(leaving.credentials.email);
    // The very next request of the revoked member, on the session they still hold.
    expect((await getPage(server, "/team", leaving.cookie)).status).toBe(404);
    expect((await getPage(server, "/team/people", leaving.cookie)).status).toBe(404);
    const [revoke] = await listAudit(database.db, { limit: 1 });
    expect(revoke).toMatchObject({
      actorId: adminId,
      action: "role revoked",
      subject: leaving.credentials.email,
      details: { role: "user", previous: "admin" },
      ipAddress: "127.0.0.1",
    });

    // Revoking them again changes nothing, and says so.
    const again = await postForm(
      server,
      "/team/people",
      { intent: "revoke", email: leaving.credentials.email },
      admin.cookie,
    );
    expect(again.status).toBe(200);
    expect(answerOf(await parse(again))).toBe(
      `No change ${leaving.credentials.email} is not on the team: nothing to revoke.`,
    );
    expect((await listAudit(database.db, { limit: 1 }))[0]?.id).toBe(revoke?.id);
  });

  it("refuses an unknown address, bad input and an admin's own role: a message, no change, never a 5xx", async () => {
    const { server, database } = context;
    const admin = await teamMember(server, database, "admin");
    const [last] = await listAudit(database.db, { limit: 1 });
    const post = (fields: Record<string, string>) => postForm(server, "/team/people", fields, admin.cookie);

    const unknown = await post({ intent: "grant", email: "nobody@example.com", role: "analyst" });
    expect(unknown.status).toBe(400);
    const $unknown = await parse(unknown);
    const said = "No account with the email nobody@example.com. They must sign up first.";
    expect(answerOf($unknown)).toBe(`Not changed ${said}`);
    expect($unknown("#grant-email-error").text()).toBe(said);
    expect($unknown("#grant-email").attr("value")).toBe("nobody@example.com");

    // Whoever signs up first with a future member's address, unverified, gets no role.
    const squatter = await teamMember(server, database, "user", {
      enrol: false,
      verified: false,
      tag: "early",
    });
    const unverified = await post({ intent: "grant", email: squatter.credentials.email, role: "admin" });
    expect(unverified.status).toBe(400);
    expect((await parse(unverified))("#grant-email-error").text()).toBe(
      `The account ${squatter.credentials.email} has not verified its email address yet. They must verify it first.`,
    );
    expect((await listTeam(database.db)).map((member) => member.email)).not.toContain(
      squatter.credentials.email,
    );

    const malformed = await post({ intent: "grant", email: "nobody", role: "analyst" });
    expect(malformed.status).toBe(400);
    expect((await parse(malformed))("#grant-email-error").text()).toBe("Please enter a valid email address.");
    const badRole = await post({ intent: "grant", email: admin.credentials.email, role: "owner" });
    expect(badRole.status).toBe(400);
    expect((await parse(badRole))("#grant-role-error").text()).toBe("Please choose admin or analyst.");
    expect((await post({ intent: "promote", email: "nobody@example.com" })).status).toBe(400);
    expect((await post({ email: "nobody@example.com" })).status).toBe(400);

    const self = await post({ intent: "revoke", email: admin.credentials.email });
    expect(self.status).toBe(403);
    expect(answerOf(await parse(self))).toBe(
      "Not changed You cannot change your own role: ask another admin, so the team always keeps one.",
    );
    const demote = await post({ intent: "grant", email: admin.credentials.email, role: "analyst" });
    expect(demote.status).toBe(403);
    const $people = await parse(await getPage(server, "/team/people", admin.cookie));
    expect(membersOf($people)).toContainEqual([admin.credentials.email, "admin"]);
    // Their own row has no Revoke button.
    const ownRow = $people("tbody tr").filter((_, row) =>
      $people(row).text().includes(admin.credentials.email),
    );
    expect(ownRow.find("button")).toHaveLength(0);

    expect((await listAudit(database.db, { limit: 1 }))[0]?.id).toBe(last?.id);
  });

  it("shows the audit log newest first, 50 a page, older pages by ?before", async () => {
    const { server, database } = context;
    const admin = await teamMember(server, database, "admin");
    for (let i = 1; i <= 55; i++)
      await recordAudit(database.db, {
        actorId: null,
        actorEmail: "cli:test",
        action: "role granted",
        subject: `paging-${i}@example.com`,
        details: { role: "analyst", previous: null },
      });
    const all = await listAudit(database.db, { limit: 1000 });
    expect(all.length).toBeGreaterThan(55);

    const first = await getPage(server, "/team/audit", admin.cookie);
    expect(first.status).toBe(200);
    const $first = await parse(first);
    expect($first("h1").text()).toBe("Audit log");
    expect(
      $first("main thead th")
        .toArray()
        .map((th) => $first(th).text()),
    ).toEqual(["When", "Who", "What", "Subject", "Details", "Address"]);
    const rows = auditRowsOf($first);
    expect(rows).toHaveLength(50);
    expect(rows[0]).toEqual([
      all[0]!.at.toISOString(),
      `${all[0]!.at.toISOString().slice(0, 19).replace("T", " ")} UTC`,
      "cli:test",
      "role granted",
      "paging-55@example.com",
      "role: analyst, previous: none",
      "",
    ]);
    expect(rows.map((row) => row[4])).toEqual(all.slice(0, 50).map((entry) => entry.subject ?? ""));
    const older = $first('a:contains("Older entries")').attr("href");
    expect(older).toBe(`/team/audit?before=${all[49]!.id}`);

    const second = await parse(await getPage(server, older!, admin.cookie));
    const rest = auditRowsOf(second);
    expect(rest.map((row) => row[0])).toEqual(all.slice(50, 100).map((entry) => entry.at.toISOString()));
    expect(rest[0]![4]).toBe("paging-5@example.com");
    // The admin's own sign-in, with its address, is among the older ones.
    expect(rest).toContainEqual(
      expect.arrayContaining([admin.credentials.email, "sign-in", "method: authenticator code", "127.0.0.1"]),
    );
    expect(second('a:contains("Newest entries")').attr("href")).toBe("/team/audit");

    const bad = await getPage(server, "/team/audit?before=yesterday", admin.cookie);
    expect(bad.status).toBe(400);
    const $bad = await parse(bad);
    expect($bad('main [role="status"]').text()).toBe(
      "That page of the audit log does not exist: here are the newest entries.",
    );
    expect(auditRowsOf($bad)).toHaveLength(50);
  });
});
