import { createPrivateKey } from "node:crypto";
import { isIP } from "node:net";
import path from "node:path";

import { z } from "zod";

import { type Limit, parseLimit } from "~/lib/rate-limit/limits";
import { PRODUCT_NAME } from "~/lib/product";
import { isTimeZone } from "~/lib/zoned-time";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const limitVariable = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const limit = parseLimit(text);
      if (!limit) ctx.addIssue({ code: "custom", message: 'must be "requests/seconds", e.g. "10/60"' });
      return limit ?? { max: 1, windowSeconds: 1 };
    });

const PROXY_PRESETS = ["loopback", "linklocal", "uniquelocal"];

/**
 * TRUST_PROXY: how many proxies in front of us append to X-Forwarded-For (a hop count), or which
 * proxy addresses to trust (Express's names and CIDRs). Never "true": that would believe any header a
 * client sends.
 */
const trustProxyVariable = z
  .string()
  .optional()
  .transform((text, ctx): number | string[] | false => {
    if (text === undefined) return false;
    if (/^\d{1,2}$/.test(text) && Number(text) >= 1) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    const valid = entries.every((entry) => {
      if (PROXY_PRESETS.includes(entry)) return true;
      const [address = "", prefix, ...rest] = entry.split("/");
      const family = isIP(address);
      if (!family || rest.length > 0) return false;
      return (
        prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
      );
    });
    if (!valid)
      ctx.addIssue({
        code: "custom",
        message: 'must be a hop count (e.g. "1") or proxy addresses (e.g. "loopback, 10.0.0.0/8")',
      });
    return valid ? entries : false;
  });

/** A retention period (app/platform/retention.server.ts): a positive whole number of days. */
const daysVariable = (fallback: number) =>
  z.coerce
    .number({ error: "must be a whole number of days, e.g. 30" })
    .int("must be a whole number of days, e.g. 30")
    .min(1, "must be at least 1 (days)")
    .max(36_500, "must be at most 36500 (days)")
    .default(fallback);

/**
 * Why `pem` cannot sign DKIM, or undefined when it can. nodemailer signs RSA only, and a key it
 * cannot use does not fail a send: the message silently goes out unsigned, so it is checked here.
 */
function dkimKeyProblem(pem: string): string | undefined {
  let key;
  try {
    key = createPrivateKey(pem);
  } catch {
    return 'must be a PEM private key ("-----BEGIN PRIVATE KEY-----\\n…"), its line breaks written as \\n';
  }
  if (key.asymmetricKeyType !== "rsa")
    return `must be an RSA key (got ${key.asymmetricKeyType ?? "another kind"})`;
  // Receivers ignore shorter keys (RFC 8301).
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 1024)
    return "must be an RSA key of at least 1024 bits";
  return undefined;
}

/** "https://shop.example" (an http(s) origin, nothing after it) as its origin; else undefined. */
function readOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    return /^https?:$/.test(url.protocol) && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Variables whose value an error message must not repeat (it goes to the log). */
const SECRET_VARIABLES = new Set([
  "BETTER_AUTH_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "METRICS_TOKEN",
  "DKIM_PRIVATE_KEY",
  "MAIL_WEBHOOK_SECRET",
]);

/** A URL variable's value as an error message may repeat it: any password in it masked. */
const withoutPassword = (value: string) => value.replace(/^([^:/]+:\/\/[^:@/]*):[^@/]*@/, "$1:***@");

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
  RATE_LIMIT_WAITLIST: limitVariable("10/60"),
  RATE_LIMIT_WAITLIST_MAIL: limitVariable("3/3600"),
  RATE_LIMIT_SIGN_IN: limitVariable("10/60"),
  RATE_LIMIT_SIGN_IN_EMAIL: limitVariable("5/60"),
  RATE_LIMIT_SIGN_UP: limitVariable("5/60"),
  RATE_LIMIT_SIGN_UP_EMAIL: limitVariable("3/60"),
  RATE_LIMIT_ACCOUNT_MAIL: limitVariable("10/3600"),
  RATE_LIMIT_ACCOUNT_MAIL_EMAIL: limitVariable("3/3600"),
  RATE_LIMIT_TEST_SEND: limitVariable("10/3600"),
  RATE_LIMIT_API: limitVariable("600/60"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, "must be a redis:// or rediss:// URL")
    .optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default("modura:"),
  TRUST_PROXY: trustProxyVariable,
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z
    .string()
    .max(200)
    .regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address, e.g. "Modura <hello@example.com>"')
    .optional(),
  // DKIM signing of every message (all three or none): the domain and selector of the public key's
  // TXT record, and the private key as PEM, its line breaks written as \n on one line.
  DKIM_DOMAIN: z
    .string()
    .max(253)
    .regex(/^(?=[^.])[a-z0-9.-]+[a-z0-9]$/i, 'must be a domain name, e.g. "modura.example"')
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .max(63)
    .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'must be a selector, e.g. "mail2026"')
    .optional(),
  DKIM_PRIVATE_KEY: z
    .string()
    .transform((text, ctx) => {
      const pem = text.replace(/\\n/g, "\n").trim();
      const problem = dkimKeyProblem(pem);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
      return pem;
    })
    .optional(),
  // The signing secret of the sending provider's bounce and complaint events (Resend's, Standard
  // Webhooks): unset, POST /api/mail-events/resend is a 404.
  MAIL_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, 'must be "whsec_" and the base64 secret the provider shows')
    .optional(),
  // Joins from one network (/24, /64) within a window that flag a burst (app/features/fraud).
  FRAUD_BURST: z
    .string()
    .default("5/600")
    .transform((text, ctx) => {
      if (text.trim() === "off") return null;
      const limit = parseLimit(text);
      if (!limit)
        ctx.addIssue({ code: "custom", message: 'must be "joins/seconds", e.g. "5/600", or "off"' });
      return limit ?? null;
    }),
  WEBHOOKS_ALLOW_PRIVATE: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("off"),
  // Broadcasts (app/features/broadcasts): messages queued per minute, shared by every instance.
  BROADCAST_RATE: z.coerce
    .number({ error: "must be a whole number of messages per minute, e.g. 600" })
    .int("must be a whole number of messages per minute, e.g. 600")
    .min(1, "must be at least 1 (messages per minute)")
    .max(1_000_000, "must be at most 1000000 (messages per minute)")
    .default(600),
  // The sites whose pages may frame the waitlist's form at /embed/waitlist (app/features/waitlist).
  EMBED_ORIGINS: z
    .string()
    .default("")
    .transform((text, ctx) => {
      const origins: string[] = [];
      for (const item of text.split(/[\s,]+/).filter(Boolean)) {
        const origin = readOrigin(item);
        if (origin) origins.push(origin);
        else
          ctx.addIssue({
            code: "custom",
            message: 'must be origins such as "https://shop.example", separated by commas',
          });
      }
      return [...new Set(origins)];
    }),
  // The zone the launch room enters and shows scheduled times in (app/features/broadcasts).
  TEAM_TIME_ZONE: z
    .string()
    .default("UTC")
    .refine(isTimeZone, 'must be an IANA time zone, e.g. "Europe/Berlin" or "UTC"'),
  // Unset: /metrics is the not-found page like any unknown path, and nothing is measured.
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces (it is sent in a header)")
    .optional(),
  // Scheduled backups (app/platform/data-command/backups.server.ts): off unless BACKUP_DIR is set.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: "must be a whole number of backups to keep, e.g. 7" })
    .int("must be a whole number of backups to keep, e.g. 7")
    .min(1, "must be at least 1 (backups)")
    .max(10_000, "must be at most 10000 (backups)")
    .default(7),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ error: "must be a whole number of hours, e.g. 24" })
    .int("must be a whole number of hours, e.g. 24")
    .min(1, "must be at least 1 (hours)")
    .max(8_760, "must be at most 8760 (hours)")
    .default(24),
  // How long rows are kept before the daily retention job deletes them.
  RETENTION_MAIL_DAYS: daysVariable(30),
  RETENTION_WEBHOOK_DAYS: daysVariable(30),
  RETENTION_PAGE_VIEW_DAYS: daysVariable(90),
  RETENTION_FLAG_DAYS: daysVariable(180),
  // The privacy notice (/privacy): where people write about their data, and who hosts the site.
  PRIVACY_CONTACT: z
    .string()
    .max(200)
    .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'must be an email address, e.g. "privacy@example.com"')
    .optional(),
  PRIVACY_HOSTING: z
    .string()
    .max(200, "must be at most 200 characters")
    .regex(/^[^\r\n<>]+$/, 'must be one line of plain text, e.g. "Hetzner Online GmbH, Germany"')
    .optional(),
});

/** The per-route limits; each is "requests/seconds" in its variable. */
export type RateLimits = {
  /** POST /api/waitlist and the landing page's form action, per client address. */
  waitlist: Limit;
  /** Confirmation and status emails the waitlist sends one address (a repeat join re-sends). */
  waitlistMail: Limit;
  signIn: Limit;
  signInEmail: Limit;
  signUp: Limit;
  signUpEmail: Limit;
  /** Requests that email an account (reset links, verification links), per client address. */
  accountMail: Limit;
  /** The same, per address they would email: one inbox is not flooded from many places. */
  accountMailEmail: Limit;
  /** A broadcast's "send me a test", per team member (each one mails the member's own inbox). */
  testSend: Limit;
  /** Calls to /api/v1, per API key. */
  api: Limit;
};

/** What nodemailer's `dkim` option takes: the signature's d= and s=, and the RSA key as PEM. */
/**
 * The burst rule in force (FRAUD_BURST): this many joins from one network within the window flag a
 * burst (app/features/fraud); null when it is off.
 */
export type BurstRule = { max: number; windowSeconds: number } | null;

export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

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
  rateLimits: RateLimits;
  /** Set: rate-limit counters live in Redis instead of the database. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Express's "trust proxy": false (the socket's address), a hop count, or trusted proxy addresses. */
  trustProxy: number | string[] | false;
  mail: {
    /** Unset: each message is written to DATA_DIR/outbox/ as an .eml file and logged. */
    smtpUrl: string | undefined;
    /** The From header of every message. */
    from: string;
    /** DKIM_*: set, every message is signed with this key (nodemailer's `dkim`). */
    dkim?: DkimKey | undefined;
    /** MAIL_WEBHOOK_SECRET: the provider's bounce and complaint events are verified with it; unset, refused. */
    webhookSecret?: string | undefined;
  };
  /** Whether webhooks may reach loopback, private and link-local addresses (tests, a private network). */
  webhooksAllowPrivate: boolean;
  /** FRAUD_BURST: joins per window from one network that flag a burst; null when "off". */
  fraudBurst: BurstRule;
  /** BROADCAST_RATE: how many broadcast messages are queued per minute, by all instances together. */
  broadcastRate: number;
  /** TEAM_TIME_ZONE: the IANA zone the launch room enters and shows scheduled times in. */
  teamTimeZone: string;
  /** EMBED_ORIGINS: the origins whose pages may frame /embed/waitlist; none, and nobody may. */
  embedOrigins: string[];
  /** METRICS_TOKEN: the bearer token /metrics answers; unset, there are no metrics. */
  metricsToken: string | undefined;
  /** BACKUP_*: where scheduled backups go, how many are kept, how often; undefined when off. */
  backups: { dir: string; keep: number; everyHours: number } | undefined;
  /** RETENTION_*: days each kind of row is kept before the daily retention job deletes it. */
  retention: { mailDays: number; webhookDays: number; pageViewDays: number; flagDays: number };
  /** What the privacy notice names (app/features/privacy): nothing in it is hard-coded. */
  privacy: {
    /** PRIVACY_CONTACT, else MAIL_FROM's address. */
    contact: string;
    /** PRIVACY_HOSTING: who hosts the servers and the database; unset, the notice says so plainly. */
    hosting: string | undefined;
    /** The host of SMTP_URL (never its user or password); unset, no mail leaves the server. */
    mailHost: string | undefined;
  };
};

/** What the privacy notice (/privacy) states from the config: the people to write to, who processes, how long. */
export type PrivacyFacts = Config["privacy"] & { retention: Config["retention"] };

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
    const shown =
      env[name] === undefined || SECRET_VARIABLES.has(name)
        ? ""
        : ` (got ${JSON.stringify(withoutPassword(env[name]))})`;
    throw new ConfigError(`Invalid ${name}${shown}: ${issue.message}`);
  }
  const v = parsed.data;
  const publicUrl = (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, "");
  const from = v.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`;
  if (Boolean(v.GOOGLE_CLIENT_ID) !== Boolean(v.GOOGLE_CLIENT_SECRET)) {
    const missing = v.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID";
    throw new ConfigError(`Invalid ${missing}: required when the other Google variable is set`);
  }
  const dkimNames = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;
  const dkimMissing = dkimNames.find((name) => v[name] === undefined);
  if (dkimMissing && dkimNames.some((name) => v[name] !== undefined))
    throw new ConfigError(
      `Invalid ${dkimMissing}: required when another DKIM_ variable is set (all three or none)`,
    );
  return {
    nodeEnv: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    dataDir: path.resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    publicUrl,
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
    rateLimits: {
      waitlist: v.RATE_LIMIT_WAITLIST,
      waitlistMail: v.RATE_LIMIT_WAITLIST_MAIL,
      signIn: v.RATE_LIMIT_SIGN_IN,
      signInEmail: v.RATE_LIMIT_SIGN_IN_EMAIL,
      signUp: v.RATE_LIMIT_SIGN_UP,
      signUpEmail: v.RATE_LIMIT_SIGN_UP_EMAIL,
      accountMail: v.RATE_LIMIT_ACCOUNT_MAIL,
      accountMailEmail: v.RATE_LIMIT_ACCOUNT_MAIL_EMAIL,
      testSend: v.RATE_LIMIT_TEST_SEND,
      api: v.RATE_LIMIT_API,
    },
    redis: v.REDIS_URL ? { url: v.REDIS_URL, keyPrefix: v.REDIS_KEY_PREFIX } : undefined,
    trustProxy: v.TRUST_PROXY,
    mail: {
      smtpUrl: v.SMTP_URL,
      from,
      dkim:
        v.DKIM_DOMAIN && v.DKIM_SELECTOR && v.DKIM_PRIVATE_KEY
          ? {
              domainName: v.DKIM_DOMAIN.toLowerCase(),
              keySelector: v.DKIM_SELECTOR,
              privateKey: v.DKIM_PRIVATE_KEY,
            }
          : undefined,
      webhookSecret: v.MAIL_WEBHOOK_SECRET,
    },
    webhooksAllowPrivate: v.WEBHOOKS_ALLOW_PRIVATE === "on",
    fraudBurst: v.FRAUD_BURST,
    broadcastRate: v.BROADCAST_RATE,
    teamTimeZone: v.TEAM_TIME_ZONE,
    embedOrigins: v.EMBED_ORIGINS,
    metricsToken: v.METRICS_TOKEN,
    backups: v.BACKUP_DIR
      ? { dir: path.resolve(v.BACKUP_DIR), keep: v.BACKUP_KEEP, everyHours: v.BACKUP_EVERY_HOURS }
      : undefined,
    retention: {
      mailDays: v.RETENTION_MAIL_DAYS,
      webhookDays: v.RETENTION_WEBHOOK_DAYS,
      pageViewDays: v.RETENTION_PAGE_VIEW_DAYS,
      flagDays: v.RETENTION_FLAG_DAYS,
    },
    privacy: {
      contact: v.PRIVACY_CONTACT ?? addressOf(from),
      hosting: v.PRIVACY_HOSTING?.trim(),
      mailHost: v.SMTP_URL ? new URL(v.SMTP_URL).hostname : undefined,
    },
  };
}

/** The bare address of a From header ("Modura <hello@example.com>" or "hello@example.com"). */
function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}
