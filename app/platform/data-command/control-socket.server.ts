/**
 * The embedded database has one owner process (app/db/data-dir-lock.server.ts), so a backup taken
 * while the server runs has to be taken by the server. It listens on a Unix socket beside the data
 * directory, DATA_DIR/pglite.sock, mode 0600: only the user the server runs as (or root) can ask.
 * The protocol is one request line and one answer line, then the dump's bytes:
 *
 *   → {"command":"dump"}\n
 *   ← {"ok":true,"bytes":N}\n<N bytes: the data directory as tar.gz>   or   {"ok":false,"error":"…"}\n
 */
import fs from "node:fs";
import net from "node:net";

import type { Logger } from "pino";

import type { Database } from "~/db/client.server";

/** The control socket of the PGlite directory `pgliteDir`, beside it as its lock is. */
export function controlSocketPath(pgliteDir: string): string {
  return `${pgliteDir}.sock`;
}

/** Unix socket paths are limited to about 107 bytes; beyond that one cannot be made. */
const MAX_SOCKET_PATH = 100;
const MAX_REQUEST_BYTES = 1024;
const REQUEST_TIMEOUT_MS = 10_000;

export type ControlSocket = { path: string; close(): Promise<void> };

/**
 * Answers dump requests for the open embedded database. Undefined on PostgreSQL (pg_dump reads
 * it beside the server) and when the path is too long for a socket, which is logged.
 */
export async function listenForDumps(database: Database, logger: Logger): Promise<ControlSocket | undefined> {
  if (!database.pglite) return undefined;
  const { pglite } = database;
  const path = controlSocketPath(pglite.dir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    logger.warn(
      `backups: DATA_DIR is too long a path for the control socket ${path}; npm run data -- backup needs the server stopped`,
    );
    return undefined;
  }
  // We hold the directory's lock, so a socket file there is a dead server's.
  fs.rmSync(path, { force: true });
  const server = net.createServer((socket) => answer(socket, pglite.dump, logger));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // Made 0600 as it is created, so nobody else can connect in between; umask is not allowed in
    // worker threads, where the chmod below is all there is.
    let previous: number | undefined;
    try {
      previous = process.umask(0o177);
    } catch {
      previous = undefined;
    }
    try {
      server.listen(path, () => {
        server.off("error", reject);
        resolve();
      });
    } finally {
      if (previous !== undefined) process.umask(previous);
    }
  });
  fs.chmodSync(path, 0o600);
  server.unref();
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(path, { force: true });
      }),
  };
}

function answer(socket: net.Socket, dump: () => Promise<Blob>, logger: Logger): void {
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  socket.on("error", () => {});
  let received = "";
  const onData = (chunk: Buffer) => {
    received += chunk.toString("utf8");
    const end = received.indexOf("\n");
    if (end < 0) {
      if (received.length > MAX_REQUEST_BYTES) socket.destroy();
      return;
    }
    socket.off("data", onData);
    socket.setTimeout(0);
    let command: unknown;
    try {
      command = (JSON.parse(received.slice(0, end)) as { command?: unknown }).command;
    } catch {
      command = undefined;
    }
    if (command !== "dump") {
      socket.end(`${JSON.stringify({ ok: false, error: "unknown request" })}\n`);
      return;
    }
    const started = Date.now();
    dump().then(
      async (blob) => {
        const bytes = Buffer.from(await blob.arrayBuffer());
        socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
        socket.end(bytes);
        logger.info(
          { bytes: bytes.length, ms: Date.now() - started },
          "backup: the embedded database dumped for npm run data -- backup",
        );
      },
      (error: unknown) => {
        logger.error({ err: error }, "backup: the embedded database could not be dumped");
        socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`);
      },
    );
  };
  socket.on("data", onData);
}

/**
 * Asks the server holding `pgliteDir` for a dump. Undefined when no server listens there (no
 * socket, or a dead one's); throws with the server's reason when it could not dump.
 */
export async function requestDump(pgliteDir: string): Promise<Buffer | undefined> {
  const path = controlSocketPath(pgliteDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH || !fs.existsSync(path)) return undefined;
  return new Promise<Buffer | undefined>((resolve, reject) => {
    const socket = net.connect(path);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.once("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify({ command: "dump" })}\n`);
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === "ECONNREFUSED" || error.code === "ENOENT")) resolve(undefined);
      else if (error.code === "EACCES")
        reject(
          new Error(
            `cannot connect to the server's control socket ${path} (EACCES): run the command as the server's user`,
          ),
        );
      else reject(new Error(`the server's control socket ${path} failed: ${error.code ?? error.message}`));
    });
    socket.once("end", () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf(0x0a);
      let head: { ok?: boolean; bytes?: number; error?: string } = {};
      try {
        head = end < 0 ? {} : (JSON.parse(all.subarray(0, end).toString("utf8")) as typeof head);
      } catch {
        head = {};
      }
      if (head.ok !== true) {
        reject(new Error(`the running server could not dump the database: ${head.error ?? "no answer"}`));
        return;
      }
      const body = all.subarray(end + 1);
      if (body.length !== head.bytes) {
        reject(new Error(`the running server's dump was cut short (${body.length} of ${head.bytes} bytes)`));
        return;
      }
      resolve(body);
    });
  });
}
