import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads every variable once. A bad value throws a ConfigError whose message is one line naming
 * the variable, so start-up can print it and exit without a stack trace.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set": .env files and CI often export KEY= for optional keys.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const shown = env[name] === undefined ? "" : ` (got ${JSON.stringify(env[name])})`;
    throw new ConfigError(`Invalid ${name}${shown}: ${issue.message}`);
  }
  const v = parsed.data;
  return {
    nodeEnv: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    dataDir: path.resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, ""),
    logLevel: v.LOG_LEVEL,
  };
}
