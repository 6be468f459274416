import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const GENERATED_SECRET_FILE = "auth-secret";

/**
 * BETTER_AUTH_SECRET when set; otherwise a random secret made once and kept in DATA_DIR (mode
 * 0600), so sessions survive restarts. `onGenerated` hears about it: it is fine for one instance,
 * but several instances must share one BETTER_AUTH_SECRET.
 */
export function resolveAuthSecret(
  configured: string | undefined,
  dataDir: string,
  warn: (message: string) => void,
): string {
  if (configured) return configured;
  const file = path.join(dataDir, GENERATED_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // wx: of two processes starting at once, one writes and the other reads what it wrote.
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  warn(`BETTER_AUTH_SECRET is not set: using the generated secret in ${file}`);
  return fs.readFileSync(file, "utf8").trim();
}
