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
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_OIDC_ISSUER: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://accounts.google.com"),
  RATE_LIMIT: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Unset: a random one is generated once and kept in DATA_DIR (see auth-secret.server.ts). */
  authSecret: string | undefined;
  /** Set only when both the client id and secret are. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  rateLimit: boolean;
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
  if (Boolean(v.GOOGLE_CLIENT_ID) !== Boolean(v.GOOGLE_CLIENT_SECRET)) {
    const missing = v.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID";
    throw new ConfigError(`Invalid ${missing}: required when the other Google variable is set`);
  }
  return {
    nodeEnv: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    dataDir: path.resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, ""),
    logLevel: v.LOG_LEVEL,
    authSecret: v.BETTER_AUTH_SECRET,
    google:
      v.GOOGLE_CLIENT_ID && v.GOOGLE_CLIENT_SECRET
        ? {
            clientId: v.GOOGLE_CLIENT_ID,
            clientSecret: v.GOOGLE_CLIENT_SECRET,
            issuer: v.GOOGLE_OIDC_ISSUER.replace(/\/+$/, ""),
          }
        : undefined,
    rateLimit: v.RATE_LIMIT === "on",
  };
}
