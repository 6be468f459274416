import { describe, expect, it } from "vitest";

import type { SessionUser, TeamAccess } from "./auth.server";
import type { SessionRead } from "./guards.server";
import { requireTeam, requireTeamRole, teamRedirectTo } from "./team-access.server";

const USER = { id: "u1", name: "Ada", email: "ada@example.com" } as SessionUser;
const ENROLLED: TeamAccess = {
  role: "analyst",
  twoFactorEnabled: true,
  secondFactorAt: "2026-11-25T10:00:00.000Z",
  sessionId: "s1",
};
const request = new Request("http://site.test/team/members?q=ada");

const withSession = (read: SessionRead) => ({ session: async () => read });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  return promise.then(
    () => expect.fail("expected a throw"),
    (error: unknown) => error as Response,
  );
}

describe("requireTeam", () => {
  it("answers 404 to a visitor, to a signed-in outsider, and to a role without the permission", async () => {
    expect(
      (await thrown(requireTeam(withSession({ readable: true, user: null, team: null }), request))).status,
    ).toBe(404);
    expect(
      (await thrown(requireTeam(withSession({ readable: true, user: USER, team: null }), request))).status,
    ).toBe(404);
    const analyst = withSession({ readable: true, user: USER, team: ENROLLED });
    expect((await thrown(requireTeam(analyst, request, { audit: ["read"] }))).status).toBe(404);
  });

  it("answers 503 when the session cannot be read", async () => {
    expect((await thrown(requireTeamRole(withSession({ readable: false })))).status).toBe(503);
  });

  it("sends a member without a second factor to enrol, and a session that has not proved one to verify", async () => {
    const unenrolled = { ...ENROLLED, twoFactorEnabled: false, secondFactorAt: null };
    const enrol = await thrown(
      requireTeam(withSession({ readable: true, user: USER, team: unenrolled }), request),
    );
    expect(enrol.headers.get("Location")).toBe("/team/enrol?redirectTo=%2Fteam%2Fmembers%3Fq%3Dada");
    const unproved = { ...ENROLLED, secondFactorAt: null };
    const verify = await thrown(
      requireTeam(withSession({ readable: true, user: USER, team: unproved }), request),
    );
    expect(verify.headers.get("Location")).toBe("/team/verify?redirectTo=%2Fteam%2Fmembers%3Fq%3Dada");
  });

  it("gives the member whose session proved a second factor", async () => {
    const member = await requireTeam(withSession({ readable: true, user: USER, team: ENROLLED }), request);
    expect(member.team.role).toBe("analyst");
  });
});

describe("teamRedirectTo", () => {
  it("keeps paths inside /team and sends anything else to the overview", () => {
    expect(teamRedirectTo("/team/members?q=a")).toBe("/team/members?q=a");
    expect(teamRedirectTo("/team")).toBe("/team");
    for (const bad of [
      null,
      "",
      "/teamster",
      "https://evil.test/team",
      "//evil.test",
      "/dashboard",
      "/team/..//evil.test",
      "/team/%2e%2e//evil.test",
      "/team/..%2F..%2F%2Fevil.test",
    ])
      expect(teamRedirectTo(bad)).toBe("/team");
  });
});
