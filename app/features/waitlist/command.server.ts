import { waitlistExportRows, waitlistStats } from "~/db/waitlist-report.server";
import type { Db } from "~/db/queryable";

import type { WaitlistCommand } from "./cli-options";
import { exportCsv, exportJson, formatStats } from "./report";

/** What `npm run waitlist -- export|stats` prints for a parsed command, read from `db`. */
export async function waitlistCommandOutput(
  db: Db,
  command: Exclude<WaitlistCommand, { command: "help" | "import" }>,
): Promise<string> {
  if (command.command === "stats") return formatStats(await waitlistStats(db, command.top));
  const rows = await waitlistExportRows(db, { confirmedOnly: command.confirmedOnly, since: command.since });
  return command.format === "json" ? exportJson(rows) : exportCsv(rows);
}
