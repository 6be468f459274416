// @vitest-environment node
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

import { outsidersBuild } from "./team-area";

const route = (id: string, parentId?: string) => ({ id, parentId, module: {} });
const entry = (id: string, parentId?: string) => ({ id, parentId, module: `/assets/${id}.js` });

/** The parts of a build outsidersBuild reads, shaped as React Router's. */
function buildOf(ids: [string, string | undefined][]): ServerBuild {
  return {
    routes: Object.fromEntries(ids.map(([id, parent]) => [id, route(id, parent)])),
    assets: {
      url: "/assets/manifest-1234abcd.js",
      version: "1234abcd",
      entry: { module: "/assets/entry.js", imports: [] },
      routes: Object.fromEntries(ids.map(([id, parent]) => [id, entry(id, parent)])),
    },
  } as unknown as ServerBuild;
}

describe("the build served to everyone off the team", () => {
  const build = buildOf([
    ["root", undefined],
    ["home", "root"],
    ["team", "root"],
    ["team-members", "team"],
    ["team-members-memberId", "team-members"],
    ["teamwork", "root"],
  ]);

  it("has no team route, however deep, in its routes or its manifest; the rest as they were", () => {
    const { build: outsiders } = outsidersBuild(build);
    expect(Object.keys(outsiders.routes)).toEqual(["root", "home", "teamwork"]);
    expect(Object.keys(outsiders.assets.routes)).toEqual(["root", "home", "teamwork"]);
    expect(outsiders.assets.version).toBe("1234abcd");
    expect(outsiders.assets.entry).toBe(build.assets.entry);
  });

  it("names a manifest script of its own, which carries that manifest, made once a build", () => {
    const made = outsidersBuild(build);
    expect(made.manifestPath).toBe("/assets/manifest-1234abcd-public.js");
    expect(made.build.assets.url).toBe(made.manifestPath);
    const json = /^window\.__reactRouterManifest=(.*);$/s.exec(made.manifestScript)?.[1];
    expect(JSON.parse(json!)).toEqual(JSON.parse(JSON.stringify(made.build.assets)));
    expect(made.manifestScript).not.toMatch(/"team(-[\w-]+)?"/);
    expect(outsidersBuild(build)).toBe(made);
  });
});
