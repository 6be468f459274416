import { readConfig } from "./config.server";

let cached: string | undefined;

/**
 * PUBLIC_URL, for the pages' canonical and sharing URLs. Read once: the server has already parsed
 * the whole environment at start (and exited on a bad value), and pages ask for it on every request.
 */
export function publicUrl(): string {
  return (cached ??= readConfig().publicUrl);
}
