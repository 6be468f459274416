import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import type { RequestHandler } from "express";

export type Encoding = "br" | "gzip";

const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The encoding to send from the copies that exist, by the client's Accept-Encoding: brotli first
 * (smaller), then gzip; none when the client refuses both (q=0) or names neither.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<Encoding>,
): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const wants = (encoding: Encoding) => (accepted.get(encoding) ?? accepted.get("*") ?? 0) > 0;
  for (const encoding of ["br", "gzip"] as const) {
    if (available.has(encoding) && wants(encoding)) return encoding;
  }
  return null;
}

/**
 * Serves the build's .br/.gz copies of fingerprinted assets (scripts/precompress.mjs) in place of
 * the original; anything without a copy falls through to express.static and on-the-fly compression.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const copies = existsSync(dir)
    ? new Set(readdirSync(dir, { recursive: true }).map((name) => String(name).split(path.sep).join("/")))
    : new Set<string>();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path).replace(/^\/+/, "");
    } catch {
      return next();
    }
    if (!name || name.split("/").includes("..")) return next();
    const available = new Set<Encoding>(
      (["br", "gzip"] as const).filter((encoding) => copies.has(name + EXTENSION[encoding])),
    );
    if (available.size === 0) return next();
    res.vary("Accept-Encoding");
    const encoding = pickEncoding(req.get("accept-encoding"), available);
    if (!encoding) return next();
    // The type of the original file, not of the .br/.gz copy; `send` keeps a type already set.
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(name + EXTENSION[encoding], { root: dir, immutable: true, maxAge: "1y" }, (error) => {
      // A client that hangs up mid-file is not a server error; anything else is.
      if (error && !res.headersSent) next(error);
    });
  };
}
