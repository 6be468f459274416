/**
 * `npm run waitlist -- export|stats|import`: the team's view of the waitlist, and a list brought
 * into it (usage in ./cli-options.ts).
 * The list goes to stdout only, never to a log; anything wrong is one line on stderr. Exit codes: 0
 * done, 1 the database could not be opened or read, 2 wrong arguments (nothing opened).
 */
import fs from "node:fs";
import path from "node:path";

import {
  CliFailure,
  commandActor,
  oneLine,
  openCliDatabase,
  readCliConfig,
  runCli,
  writeOut,
} from "~/platform/cli.server";
import type { Config } from "~/platform/config.server";

import { WAITLIST_USAGE, type WaitlistCommand, parseWaitlistArgs } from "./cli-options";
import { waitlistCommandOutput } from "./command.server";
import { describeImportPlan, readImportFile } from "./import-rows";
import { carryOutImport, planImport } from "./import.server";

/**
 * `import FILE [--apply]`: the file is read and checked before the database is opened, so that a
 * file that cannot be read (exit 2) opens and writes nothing; the plan is printed, then carried
 * out with --apply, its progress on stderr.
 */
async function runImport(command: Extract<WaitlistCommand, { command: "import" }>, config: Config) {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(command.file);
  } catch (error) {
    throw new CliFailure(`Cannot read ${command.file}: ${oneLine((error as Error).message)}`, 2);
  }
  const read = readImportFile(bytes, new Date());
  if (!read.ok)
    throw new CliFailure(`${command.file} is not imported: ${read.problem} Nothing was written.`, 2);
  const database = await openCliDatabase(config);
  try {
    const plan = await planImport(database.db, read).catch((error: Error) => {
      throw new CliFailure(`Cannot read the waitlist: ${oneLine(error.message)}`, 1);
    });
    await writeOut(`${describeImportPlan(command.file, plan)}\n`);
    if (!command.apply) {
      await writeOut("Nothing was written: run it again with --apply to import.\n");
      return;
    }
    const total = plan.add.length + plan.update.length;
    const result = await carryOutImport(database.db, plan, commandActor(), {
      file: path.basename(command.file),
      onBatch: (done) =>
        process.stderr.write(
          `  ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} rows written\n`,
        ),
    }).catch((error: Error) => {
      throw new CliFailure(
        `The import stopped: ${oneLine(error.message)} What was written stays; run the same command again to finish it.`,
        1,
      );
    });
    await writeOut(
      `Imported: ${result.added.toLocaleString("en-US")} added (each asked to confirm unless the file says when they did), ${result.updated.toLocaleString("en-US")} updated, ${result.unchanged.toLocaleString("en-US")} unchanged, ${result.refused.toLocaleString("en-US")} refused.\n`,
    );
  } finally {
    await database.close();
  }
}

async function run(
  command: Exclude<WaitlistCommand, { command: "help" | "import" }>,
  config: Config,
): Promise<void> {
  const database = await openCliDatabase(config);
  try {
    let output: string;
    try {
      output = await waitlistCommandOutput(database.db, command);
    } catch (error) {
      throw new CliFailure(`Cannot read the waitlist: ${oneLine((error as Error).message)}`, 1);
    }
    await writeOut(output);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const parsed = parseWaitlistArgs(process.argv.slice(2));
  if (!parsed.ok) throw new CliFailure(parsed.error, 2);
  if (parsed.value.command === "help") {
    await writeOut(`${WAITLIST_USAGE}\n`);
    return 0;
  }
  if (parsed.value.command === "import") await runImport(parsed.value, readCliConfig());
  else await run(parsed.value, readCliConfig());
  return 0;
}

runCli("waitlist", main);
