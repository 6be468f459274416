/** What `npm run data -- …` was asked to do, once its arguments are known to be right. */
export type DataCommand =
  | { command: "help" }
  | { command: "backup"; file: string }
  | { command: "restore"; file: string }
  | { command: "move-to"; url: string };

export const DATA_USAGE = `Usage: npm run data -- <command>

Commands
  backup FILE          A consistent copy of the whole database into FILE (a new file, mode 0600).
                       The embedded database: taken by the running server if there is one (it
                       answers on DATA_DIR/pglite.sock), else by this command. PostgreSQL: pg_dump,
                       which must be installed, beside any number of running servers.
  restore FILE         Restores a backup into an empty database: DATA_DIR without an embedded
                       database, or the empty PostgreSQL database of DATABASE_URL. The file's first
                       line says which kind it is; the other kind is refused.
  move-to URL          Copies every row of the embedded database in DATA_DIR (stop the server
                       first) into the empty PostgreSQL database at URL (postgres://…), then
                       prints each table's rows on both sides. Start the server with
                       DATABASE_URL=URL afterwards.

Reads DATABASE_URL when it is set, otherwise the embedded database in DATA_DIR (default ./data).
A backup holds password hashes, sessions and the generated auth secret: keep it as you keep the
database. Exit codes: 0 done, 1 failed (or move-to's counts differ), 2 wrong arguments or refused
before anything changed (an existing FILE, the wrong kind of backup, a target that is not empty).`;

export type ParsedDataCommand = { ok: true; value: DataCommand } | { ok: false; error: string };

const POSTGRES_URL = /^postgres(ql)?:\/\/.+/;

/**
 * Reads the arguments after `npm run data --`. Anything wrong gives one line saying what, for the
 * command to print before exiting 2 without touching a database.
 */
export function parseDataArgs(argv: readonly string[]): ParsedDataCommand {
  const fail = (error: string): ParsedDataCommand => ({ ok: false, error });
  if (argv.some((arg) => arg === "--help" || arg === "-h" || arg === "help"))
    return { ok: true, value: { command: "help" } };
  const option = argv.find((arg) => arg.startsWith("-"));
  if (option) return fail(`unknown option ${option} (--help lists the commands)`);
  const [name, argument, ...extra] = argv;
  if (name === undefined) return fail("say which command: backup, restore or move-to (--help lists them)");
  if (name !== "backup" && name !== "restore" && name !== "move-to")
    return fail(`unknown command "${name}": use backup, restore or move-to (--help lists them)`);
  if (argument === undefined || argument.trim() === "")
    return fail(
      name === "move-to" ? "move-to needs the PostgreSQL URL: move-to postgres://…" : `${name} needs a FILE`,
    );
  if (extra.length > 0) return fail(`${name} takes one argument; unexpected "${extra[0]}"`);
  if (name === "move-to") {
    if (!POSTGRES_URL.test(argument))
      return fail("move-to needs a postgres:// or postgresql:// URL of an empty PostgreSQL database");
    return { ok: true, value: { command: "move-to", url: argument } };
  }
  return { ok: true, value: { command: name, file: argument } };
}
