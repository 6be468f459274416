import { describe, expect, it } from "vitest";

import { parseDataArgs } from "./cli-options";

describe("parseDataArgs", () => {
  it("reads backup, restore and move-to with their one argument", () => {
    expect(parseDataArgs(["backup", "a.backup"])).toEqual({
      ok: true,
      value: { command: "backup", file: "a.backup" },
    });
    expect(parseDataArgs(["restore", "/x/a.backup"])).toEqual({
      ok: true,
      value: { command: "restore", file: "/x/a.backup" },
    });
    expect(parseDataArgs(["move-to", "postgresql://u@db/modura"])).toEqual({
      ok: true,
      value: { command: "move-to", url: "postgresql://u@db/modura" },
    });
  });

  it("asks for help whatever else is there", () => {
    for (const argv of [["--help"], ["-h"], ["help"], ["backup", "--help"]])
      expect(parseDataArgs(argv)).toEqual({ ok: true, value: { command: "help" } });
  });

  it("says what is wrong in one line", () => {
    const errors = [
      [[], "say which command: backup, restore or move-to (--help lists them)"],
      [["dump", "x"], 'unknown command "dump": use backup, restore or move-to (--help lists them)'],
      [["backup"], "backup needs a FILE"],
      [["restore", " "], "restore needs a FILE"],
      [["backup", "a", "b"], 'backup takes one argument; unexpected "b"'],
      [["backup", "--force", "a"], "unknown option --force (--help lists the commands)"],
      [["move-to"], "move-to needs the PostgreSQL URL: move-to postgres://…"],
      [
        ["move-to", "mysql://db"],
        "move-to needs a postgres:// or postgresql:// URL of an empty PostgreSQL database",
      ],
    ] as const;
    for (const [argv, error] of errors) expect(parseDataArgs(argv)).toEqual({ ok: false, error });
  });
});
