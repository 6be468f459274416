import { describe, expect, it } from "vitest";

import { WAITLIST_USAGE, parseWaitlistArgs } from "./cli-options";

const ok = (argv: string[]) => {
  const parsed = parseWaitlistArgs(argv);
  if (!parsed.ok) throw new Error(`expected ${JSON.stringify(argv)} to parse, got: ${parsed.error}`);
  return parsed.value;
};
const error = (argv: string[]) => {
  const parsed = parseWaitlistArgs(argv);
  if (parsed.ok) throw new Error(`expected ${JSON.stringify(argv)} to be refused`);
  return parsed.error;
};

describe("parseWaitlistArgs", () => {
  it("reads export with its defaults: CSV, everyone, from the start", () => {
    expect(ok(["export"])).toEqual({
      command: "export",
      format: "csv",
      confirmedOnly: false,
      since: undefined,
    });
  });

  it("reads every export option, in either order, with = or a separate value", () => {
    expect(ok(["export", "--format", "json", "--confirmed", "--since", "2026-11-20"])).toEqual({
      command: "export",
      format: "json",
      confirmedOnly: true,
      since: new Date("2026-11-20T00:00:00.000Z"),
    });
    expect(ok(["--since=2026-11-20T09:30:00+01:00", "--format=csv", "export"])).toMatchObject({
      format: "csv",
      since: new Date("2026-11-20T08:30:00.000Z"),
    });
  });

  it("reads stats and its --top", () => {
    expect(ok(["stats"])).toEqual({ command: "stats", top: 10 });
    expect(ok(["stats", "--top", "3"])).toEqual({ command: "stats", top: 3 });
  });

  it("reads import with its file, and --apply", () => {
    expect(ok(["import", "list.csv"])).toEqual({ command: "import", file: "list.csv", apply: false });
    expect(ok(["import", "--apply", "./old list.csv"])).toEqual({
      command: "import",
      file: "./old list.csv",
      apply: true,
    });
  });

  it.each([[["--help"]], [["-h"]], [["help"]], [["export", "--help"]], [["stats", "--bogus", "--help"]]])(
    "%j asks for help",
    (argv) => {
      expect(ok(argv)).toEqual({ command: "help" });
    },
  );

  it.each([
    [[], "say which command: export, stats or import (--help lists them)"],
    [["import"], "import needs the CSV file's path"],
    [["import", "a.csv", "b.csv"], 'unexpected argument "b.csv"'],
    [["import", "a.csv", "--top", "3"], "import has no option --top (--help lists them)"],
    [["toString"], 'unknown command "toString": use export, stats or import (--help lists them)'],
    [["export", "now"], 'unexpected argument "now"'],
    [["export", "--format", "xlsx"], '--format "xlsx": must be "csv" or "json"'],
    [["export", "--format"], "--format needs a value"],
    [["export", "--format="], "--format needs a value"],
    [["export", "--confirmed=yes"], "--confirmed takes no value"],
    [["export", "--confirmed", "--confirmed"], "--confirmed is given twice"],
    [
      ["export", "--since", "yesterday"],
      '--since "yesterday": must be a date such as 2026-11-23 or a time such as "2026-11-23T09:00:00Z"',
    ],
    [
      ["export", "--since", "2026-02-30"],
      '--since "2026-02-30": must be a date such as 2026-11-23 or a time such as "2026-11-23T09:00:00Z"',
    ],
    [
      ["export", "--since", "2026-11-23T09:00:00"],
      '--since "2026-11-23T09:00:00": must be a date such as 2026-11-23 or a time such as "2026-11-23T09:00:00Z"',
    ],
    [["export", "--top", "3"], "export has no option --top (--help lists them)"],
    [["stats", "--confirmed"], "stats has no option --confirmed (--help lists them)"],
    [["stats", "--top", "0"], '--top "0": must be a whole number from 1 to 1000'],
    [["stats", "--top", "1e3"], '--top "1e3": must be a whole number from 1 to 1000'],
    [["export", "--csv"], "unknown option --csv (--help lists them)"],
    [["export", "-x"], "unknown option -x (--help lists them)"],
  ])("refuses %j in one line: %s", (argv, message) => {
    expect(error(argv)).toBe(message);
  });

  it("keeps what was typed on one line in its message", () => {
    expect(error(["export", "--format", "csv\nDROP"])).toBe('--format "csv\\nDROP": must be "csv" or "json"');
  });

  it("the usage names every command and option it accepts", () => {
    for (const word of ["export", "stats", "--format csv|json", "--confirmed", "--since DATE", "--top N"])
      expect(WAITLIST_USAGE).toContain(word);
  });
});
