import { describe, expect, it } from "vitest";

import { TEAM_USAGE, parseTeamArgs } from "./cli-options";

const ok = (argv: string[]) => {
  const parsed = parseTeamArgs(argv);
  if (!parsed.ok) throw new Error(`expected ${JSON.stringify(argv)} to parse, got: ${parsed.error}`);
  return parsed.value;
};
const error = (argv: string[]) => {
  const parsed = parseTeamArgs(argv);
  if (parsed.ok) throw new Error(`expected ${JSON.stringify(argv)} to be refused`);
  return parsed.error;
};

describe("parseTeamArgs", () => {
  it("reads grant with an address and a role, the address trimmed", () => {
    expect(ok(["grant", "ada@example.com", "admin"])).toEqual({
      command: "grant",
      email: "ada@example.com",
      role: "admin",
    });
    expect(ok(["grant", " Ada@Example.com ", "analyst"])).toEqual({
      command: "grant",
      email: "Ada@Example.com",
      role: "analyst",
    });
  });

  it("reads revoke and list", () => {
    expect(ok(["revoke", "ada@example.com"])).toEqual({ command: "revoke", email: "ada@example.com" });
    expect(ok(["list"])).toEqual({ command: "list" });
    expect(ok(["--", "list"])).toEqual({ command: "list" });
  });

  it.each([[["--help"]], [["-h"]], [["help"]], [["grant", "--help"]], [["list", "--bogus", "-h"]]])(
    "%j asks for help",
    (argv) => {
      expect(ok(argv)).toEqual({ command: "help" });
    },
  );

  it.each([
    [[], "say which command: grant, revoke or list (--help lists them)"],
    [["promote"], 'unknown command "promote": use grant, revoke or list (--help lists them)'],
    [["toString"], 'unknown command "toString": use grant, revoke or list (--help lists them)'],
    [["grant"], "grant needs an address and a role: npm run team -- grant EMAIL admin|analyst"],
    [
      ["grant", "ada@example.com"],
      "grant needs an address and a role: npm run team -- grant EMAIL admin|analyst",
    ],
    [["revoke"], "revoke needs an address: npm run team -- revoke EMAIL"],
    [["grant", "ada@example.com", "admin", "now"], 'unexpected argument "now"'],
    [["revoke", "ada@example.com", "analyst"], 'unexpected argument "analyst"'],
    [["list", "everyone"], 'unexpected argument "everyone"'],
    [["grant", "ada@example.com", "owner"], 'Unknown role "owner": use admin or analyst.'],
    [["grant", "ada@example.com", "Admin"], 'Unknown role "Admin": use admin or analyst.'],
    [["grant", "ada@example.com", "user"], 'Unknown role "user": use admin or analyst.'],
    [["grant", "ada", "admin"], '"ada" is not an email address.'],
    [["revoke", "ada@"], '"ada@" is not an email address.'],
    [["list", "--all"], "unknown option --all (--help lists them)"],
    [["grant", "ada@example.com", "admin", "--force"], "unknown option --force (--help lists them)"],
  ])("%j is refused: %s", (argv, message) => {
    expect(error(argv)).toBe(message);
  });

  it("documents every command and exit code in the usage", () => {
    for (const text of ["grant EMAIL admin|analyst", "revoke EMAIL", "list", "DATA_DIR", "DATABASE_URL"])
      expect(TEAM_USAGE).toContain(text);
    expect(TEAM_USAGE).toMatch(/Exit codes: 0 done.*1 the database.*\n2 wrong arguments or no account/);
  });
});
