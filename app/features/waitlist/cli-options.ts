import { parseArgs } from "node:util";

import { z } from "zod";

/** What `npm run waitlist -- …` was asked to do, once its arguments are known to be right. */
export type WaitlistCommand =
  | { command: "help" }
  | {
      command: "export";
      format: "csv" | "json";
      /** Only members who confirmed their address. */
      confirmedOnly: boolean;
      /** Only members who joined at or after this instant. */
      since: Date | undefined;
    }
  | { command: "stats"; top: number }
  | {
      command: "import";
      /** The CSV file's path. */
      file: string;
      /** Write what the plan says; without it, only the plan is printed. */
      apply: boolean;
    };

export const WAITLIST_USAGE = `Usage: npm run waitlist -- <command> [options]

Commands
  export    Write the waitlist to stdout, oldest first
              --format csv|json   csv (the default): a header, then one line per member
              --confirmed         only members who confirmed their address
              --since DATE        only members who joined on or after DATE
                                  (YYYY-MM-DD, UTC midnight, or an ISO 8601 time with its zone)
  stats     Print totals per status, per activity, per day (UTC) and the top referrers
              --top N             how many referrers to list (default 10)
  import FILE
            Read a CSV list (UTF-8, a first line naming its columns; the export's are read) and
            print what importing it would do: rows to add, to update and refused, with their lines
              --apply             then do it: new members keep their join time and source and
                                  are asked to confirm (unless the row says when they did);
                                  importing the same file again changes nothing

Reads DATABASE_URL when it is set, otherwise the embedded database in DATA_DIR (default ./data),
which only one process may open: stop the server first.
Exit codes: 0 done, 1 the database could not be read, 2 wrong arguments.`;

const since = z
  .string()
  .refine(
    (text) =>
      z.iso.date().safeParse(text).success || z.iso.datetime({ offset: true }).safeParse(text).success,
    'must be a date such as 2026-11-23 or a time such as "2026-11-23T09:00:00Z"',
  )
  // A date alone is midnight UTC, as the days of `stats` are.
  .transform((text) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text));

const exportSchema = z.strictObject({
  format: z.enum(["csv", "json"], { error: 'must be "csv" or "json"' }).default("csv"),
  confirmed: z.boolean().default(false),
  since: since.optional(),
});

const statsSchema = z.strictObject({
  top: z
    .string()
    .regex(/^\d+$/, "must be a whole number from 1 to 1000")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 1000, "must be a whole number from 1 to 1000")
    .default(10),
});

const importSchema = z.strictObject({ apply: z.boolean().default(false) });

const COMMANDS = { export: exportSchema, stats: statsSchema, import: importSchema } as const;

/** Options that take a value; the others are flags. */
const VALUED = new Set(["format", "since", "top"]);
const KNOWN = new Set([...VALUED, "confirmed", "apply"]);

export type ParsedCommand = { ok: true; value: WaitlistCommand } | { ok: false; error: string };

/**
 * Reads the arguments after `npm run waitlist --`. Anything wrong gives one line saying what, for
 * the script to print before exiting 2 without touching the database.
 */
export function parseWaitlistArgs(argv: readonly string[]): ParsedCommand {
  const fail = (error: string): ParsedCommand => ({ ok: false, error });
  // Not strict: the tokens say what was typed, so each mistake gets its own message here.
  const { tokens } = parseArgs({
    args: [...argv],
    strict: false,
    allowPositionals: true,
    tokens: true,
    options: { format: { type: "string" }, since: { type: "string" }, top: { type: "string" } },
  });

  // Asking for help wins over any mistake next to it.
  if (tokens.some((t) => t.kind === "option" && (t.name === "help" || t.name === "h")))
    return { ok: true, value: { command: "help" } };

  const positionals: string[] = [];
  const options: Record<string, string | boolean> = {};
  for (const token of tokens) {
    if (token.kind === "positional") {
      positionals.push(token.value);
      continue;
    }
    if (token.kind === "option-terminator") continue;
    const { name, rawName, value } = token;
    if (!KNOWN.has(name)) return fail(`unknown option ${rawName} (--help lists them)`);
    if (name in options) return fail(`${rawName} is given twice`);
    if (VALUED.has(name)) {
      if (value === undefined || value === "") return fail(`${rawName} needs a value`);
      options[name] = value;
    } else {
      if (value !== undefined) return fail(`${rawName} takes no value`);
      options[name] = true;
    }
  }

  const [name, ...extra] = positionals;
  if (name === undefined) return fail("say which command: export, stats or import (--help lists them)");
  if (name === "help") return { ok: true, value: { command: "help" } };
  if (!Object.hasOwn(COMMANDS, name))
    return fail(`unknown command "${name}": use export, stats or import (--help lists them)`);
  const command = name as keyof typeof COMMANDS;
  const [file, ...more] = command === "import" ? extra : [undefined, ...extra];
  if (command === "import" && file === undefined) return fail("import needs the CSV file's path");
  if (more.length > 0) return fail(`unexpected argument "${more[0]}"`);

  const parsed = COMMANDS[command].safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.code === "unrecognized_keys")
      return fail(`${command} has no option --${issue.keys[0]} (--help lists them)`);
    const option = String(issue.path[0]);
    return fail(`--${option} ${JSON.stringify(options[option])}: ${issue.message}`);
  }
  if (command === "export") {
    const { format, confirmed, since: from } = parsed.data as z.infer<typeof exportSchema>;
    return { ok: true, value: { command, format, confirmedOnly: confirmed, since: from } };
  }
  if (command === "import") {
    const { apply } = parsed.data as z.infer<typeof importSchema>;
    return { ok: true, value: { command, file: file!, apply } };
  }
  const { top } = parsed.data as z.infer<typeof statsSchema>;
  return { ok: true, value: { command, top } };
}
