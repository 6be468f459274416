import type { TeamMemberRow } from "~/db/team.server";

/** A cell on one line: a name's line breaks and tabs would break the columns. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * `npm run team -- list`: the team as aligned columns (email, name, role, second factor), in the
 * order given (listTeam's: admins first, then by email).
 */
export function formatTeamList(members: readonly TeamMemberRow[]): string {
  if (members.length === 0)
    return "Nobody is on the team yet. Give someone a role: npm run team -- grant EMAIL admin\n";
  const header = ["email", "name", "role", "second factor"];
  const rows = members.map((m) => [
    oneLine(m.email),
    oneLine(m.name),
    m.role,
    m.twoFactorEnabled ? "on" : "off",
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join("  ")}\n`;
  const count = members.length === 1 ? "1 member" : `${members.length} members`;
  return `Team: ${count}\n\n${line(header)}${rows.map(line).join("")}`;
}
