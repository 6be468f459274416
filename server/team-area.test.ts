import { describe, expect, it } from "vitest";

import type { SessionRead } from "~/platform/guards.server";

import { hideTeamArea } from "./team-area";

const session = (read: SessionRead) => async () => read;
const outsider = session({ readable: true, user: null, team: null });
const member = session({
  readable: true,
  user: null,
  team: { role: "analyst", twoFactorEnabled: false, secondFactorAt: null, sessionId: "s" },
});

const pathOf = async (path: string, read = outsider, method = "GET") =>
  new URL((await hideTeamArea(new Request(`http://site.test${path}`, { method }), read)).url).pathname;

describe("hideTeamArea", () => {
  it("sends outsiders' team requests, pages and data, to a path no route claims", async () => {
    expect(await pathOf("/team")).toBe("/__not-found");
    expect(await pathOf("/team/members/abc?q=1")).toBe("/__not-found");
    expect(await pathOf("/team.data")).toBe("/__not-found.data");
    expect(await pathOf("/team/audit.data")).toBe("/__not-found.data");
    expect(await pathOf("/team/people", outsider, "POST")).toBe("/__not-found");
  });

  it("leaves other paths, team members, and unreadable sessions alone", async () => {
    expect(await pathOf("/teams")).toBe("/teams");
    expect(await pathOf("/teamwork/x")).toBe("/teamwork/x");
    expect(await pathOf("/team/members", member)).toBe("/team/members");
    expect(await pathOf("/team", session({ readable: false }))).toBe("/team");
  });
});
