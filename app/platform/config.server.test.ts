// @vitest-environment node
import { generateKeyPairSync } from "node:crypto";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ConfigError, readConfig } from "./config.server";

describe("readConfig", () => {
  it("reads FRAUD_BURST as joins/seconds or off, and names it when it is neither", () => {
    expect(readConfig({ FRAUD_BURST: "3/60" }).fraudBurst).toEqual({ max: 3, windowSeconds: 60 });
    expect(readConfig({ FRAUD_BURST: "off" }).fraudBurst).toBeNull();
    expect(() => readConfig({ FRAUD_BURST: "lots" })).toThrow(/FRAUD_BURST/);
  });

  it("reads BROADCAST_RATE as messages per minute, and names it when it is not a positive whole number", () => {
    expect(readConfig({ BROADCAST_RATE: "120" }).broadcastRate).toBe(120);
    for (const bad of ["fast", "0", "1.5", "-3"])
      expect(() => readConfig({ BROADCAST_RATE: bad })).toThrow(
        new RegExp(`^Invalid BROADCAST_RATE \\(got "${bad}"\\): must`),
      );
  });

  it("reads EMBED_ORIGINS as a list of origins, none unless set, and names one that is not an origin", () => {
    expect(readConfig({}).embedOrigins).toEqual([]);
    expect(
      readConfig({ EMBED_ORIGINS: "https://shop.example, http://localhost:8080/,https://shop.example" })
        .embedOrigins,
    ).toEqual(["https://shop.example", "http://localhost:8080"]);
    for (const bad of ["shop.example", "https://shop.example/page", "ftp://shop.example"])
      expect(() => readConfig({ EMBED_ORIGINS: bad }), bad).toThrow(
        /^Invalid EMBED_ORIGINS .*must be origins/,
      );
  });

  it("reads TEAM_TIME_ZONE as an IANA zone, UTC unless set, and names one the runtime does not know", () => {
    expect(readConfig({}).teamTimeZone).toBe("UTC");
    expect(readConfig({ TEAM_TIME_ZONE: "Europe/Berlin" }).teamTimeZone).toBe("Europe/Berlin");
    expect(() => readConfig({ TEAM_TIME_ZONE: "Mars/Olympus" })).toThrow(
      /^Invalid TEAM_TIME_ZONE \(got "Mars\/Olympus"\): must be an IANA time zone/,
    );
  });

  it("reads the RETENTION_* periods as whole days, and names one that is not a positive whole number", () => {
    expect(
      readConfig({
        RETENTION_MAIL_DAYS: "7",
        RETENTION_WEBHOOK_DAYS: "14",
        RETENTION_PAGE_VIEW_DAYS: "400",
        RETENTION_FLAG_DAYS: "1",
      }).retention,
    ).toEqual({ mailDays: 7, webhookDays: 14, pageViewDays: 400, flagDays: 1 });
    expect(readConfig({ RETENTION_MAIL_DAYS: "" }).retention.mailDays).toBe(30);
    for (const name of [
      "RETENTION_MAIL_DAYS",
      "RETENTION_WEBHOOK_DAYS",
      "RETENTION_PAGE_VIEW_DAYS",
      "RETENTION_FLAG_DAYS",
    ])
      for (const bad of ["month", "0", "1.5", "-3"])
        expect(() => readConfig({ [name]: bad })).toThrow(
          new RegExp(`^Invalid ${name} \\(got "${bad}"\\): must`),
        );
  });

  it("reads BACKUP_DIR (unset: no scheduled backups), BACKUP_KEEP and BACKUP_EVERY_HOURS, and names a bad one", () => {
    expect(readConfig({}).backups).toBeUndefined();
    expect(readConfig({ BACKUP_DIR: "" }).backups).toBeUndefined();
    expect(readConfig({ BACKUP_DIR: "backups" }).backups).toEqual({
      dir: path.resolve("backups"),
      keep: 7,
      everyHours: 24,
    });
    expect(readConfig({ BACKUP_DIR: "/b", BACKUP_KEEP: "30", BACKUP_EVERY_HOURS: "6" }).backups).toEqual({
      dir: "/b",
      keep: 30,
      everyHours: 6,
    });
    for (const name of ["BACKUP_KEEP", "BACKUP_EVERY_HOURS"])
      for (const bad of ["some", "0", "1.5", "-3"])
        expect(() => readConfig({ BACKUP_DIR: "/b", [name]: bad })).toThrow(
          new RegExp(`^Invalid ${name} \\(got "${bad}"\\): must`),
        );
  });

  it("reads METRICS_TOKEN, unset by default, and refuses one too short to stand guessing", () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe("0123456789abcdef");
    expect(() => readConfig({ METRICS_TOKEN: "0123456789abcde" })).toThrow(
      "Invalid METRICS_TOKEN: must be at least 16 characters",
    );
    expect(() => readConfig({ METRICS_TOKEN: "0123456789 abcdef" })).toThrow(
      /^Invalid METRICS_TOKEN: must be printable ASCII without spaces/,
    );
  });

  it("reads WEBHOOKS_ALLOW_PRIVATE as on or off, and names it when it is neither", () => {
    expect(readConfig({ WEBHOOKS_ALLOW_PRIVATE: "on" }).webhooksAllowPrivate).toBe(true);
    expect(() => readConfig({ WEBHOOKS_ALLOW_PRIVATE: "yes" })).toThrow(
      'Invalid WEBHOOKS_ALLOW_PRIVATE (got "yes"): must be "on" or "off"',
    );
  });

  it("defaults to port 3000, ./data, PGlite and a localhost public URL", () => {
    expect(readConfig({})).toEqual({
      nodeEnv: "production",
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      logLevel: "info",
      authSecret: undefined,
      google: undefined,
      rateLimit: true,
      rateLimits: {
        waitlist: { max: 10, windowSeconds: 60 },
        waitlistMail: { max: 3, windowSeconds: 3600 },
        signIn: { max: 10, windowSeconds: 60 },
        signInEmail: { max: 5, windowSeconds: 60 },
        signUp: { max: 5, windowSeconds: 60 },
        signUpEmail: { max: 3, windowSeconds: 60 },
        accountMail: { max: 10, windowSeconds: 3600 },
        accountMailEmail: { max: 3, windowSeconds: 3600 },
        testSend: { max: 10, windowSeconds: 3600 },
        api: { max: 600, windowSeconds: 60 },
      },
      redis: undefined,
      trustProxy: false,
      webhooksAllowPrivate: false,
      fraudBurst: { max: 5, windowSeconds: 600 },
      broadcastRate: 600,
      teamTimeZone: "UTC",
      embedOrigins: [],
      mail: { smtpUrl: undefined, from: "Modura <no-reply@localhost>" },
      retention: { mailDays: 30, webhookDays: 30, pageViewDays: 90, flagDays: 180 },
      privacy: { contact: "no-reply@localhost", hosting: undefined, mailHost: undefined },
    });
  });

  it("reads the mail variables, naming the sender after PUBLIC_URL's host by default", () => {
    expect(
      readConfig({
        SMTP_URL: "smtps://user:pass@mail.example:465",
        MAIL_FROM: "Modura <hello@modura.example>",
      }).mail,
    ).toEqual({ smtpUrl: "smtps://user:pass@mail.example:465", from: "Modura <hello@modura.example>" });
    expect(readConfig({ PUBLIC_URL: "https://modura.example" }).mail.from).toBe(
      "Modura <no-reply@modura.example>",
    );
    // A line break would let a sender add headers of its own (Bcc) to every message.
    expect(() => readConfig({ MAIL_FROM: "Modura <a@b.example>\r\nBcc: x@y.example" })).toThrow(
      /^Invalid MAIL_FROM/,
    );
  });

  it("never repeats a secret's value, nor a URL that may carry a password, in its one line", () => {
    for (const [name, value] of [
      ["BETTER_AUTH_SECRET", "short-secret-hunter2"],
      ["METRICS_TOKEN", "hunter2 x"],
    ])
      expect(() => readConfig({ [name!]: value })).toThrow(new RegExp(`^Invalid ${name}: [^"]*$`));
    expect(() => readConfig({ DATABASE_URL: "mysql://admin:hunter2@db:3306/modura" })).toThrow(
      'Invalid DATABASE_URL (got "mysql://admin:***@db:3306/modura")',
    );
    expect(() => readConfig({ SMTP_URL: "http://mailer:hunter2@relay" })).toThrow(
      'Invalid SMTP_URL (got "http://mailer:***@relay")',
    );
  });

  it("reads MAIL_WEBHOOK_SECRET, a whsec_ secret, and names a malformed one in one line", () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    expect(readConfig({ MAIL_WEBHOOK_SECRET: secret }).mail.webhookSecret).toBe(secret);
    expect(readConfig({}).mail.webhookSecret).toBeUndefined();
    // Named, never repeated: it is a secret.
    expect(() => readConfig({ MAIL_WEBHOOK_SECRET: "hunter2" })).toThrow(
      /^Invalid MAIL_WEBHOOK_SECRET: must be "whsec_"/,
    );
    expect(() => readConfig({ MAIL_WEBHOOK_SECRET: "hunter2" })).not.toThrow(/hunter2/);
  });

  it("reads the DKIM variables (all three or none), the key as PEM with \\n line breaks, and never repeats the key", () => {
    const pem = (type: "rsa" | "ed25519", modulusLength = 2048) =>
      generateKeyPairSync(type as "rsa", { modulusLength })
        .privateKey.export({ type: "pkcs8", format: "pem" })
        .toString();
    const key = pem("rsa");
    const dkim = { DKIM_DOMAIN: "Modura.example", DKIM_SELECTOR: "mail2026" };
    expect(readConfig({ ...dkim, DKIM_PRIVATE_KEY: key.replace(/\n/g, "\\n") }).mail.dkim).toEqual({
      domainName: "modura.example",
      keySelector: "mail2026",
      privateKey: key.trim(),
    });
    expect(readConfig({}).mail.dkim).toBeUndefined();
    expect(() => readConfig({ ...dkim })).toThrow(
      new ConfigError(
        "Invalid DKIM_PRIVATE_KEY: required when another DKIM_ variable is set (all three or none)",
      ),
    );
    expect(() => readConfig({ DKIM_SELECTOR: "s", DKIM_PRIVATE_KEY: key })).toThrow(/^Invalid DKIM_DOMAIN:/);
    const problem = (value: string) => {
      try {
        readConfig({ ...dkim, DKIM_PRIVATE_KEY: value });
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(problem("-----BEGIN PRIVATE KEY-----\\nMIIEvQ-secret\\n-----END PRIVATE KEY-----")).toBe(
      'Invalid DKIM_PRIVATE_KEY: must be a PEM private key ("-----BEGIN PRIVATE KEY-----\\n…"), its line breaks written as \\n',
    );
    expect(problem(pem("ed25519"))).toBe("Invalid DKIM_PRIVATE_KEY: must be an RSA key (got ed25519)");
    expect(problem(pem("rsa", 512))).toBe(
      "Invalid DKIM_PRIVATE_KEY: must be an RSA key of at least 1024 bits",
    );
    expect(() => readConfig({ ...dkim, DKIM_DOMAIN: "-bad domain", DKIM_PRIVATE_KEY: key })).toThrow(
      /^Invalid DKIM_DOMAIN \(got "-bad domain"\): must be a domain name/,
    );
  });

  it("reads the privacy notice's contact (MAIL_FROM's address by default), host and mail server", () => {
    expect(readConfig({ PUBLIC_URL: "https://modura.example" }).privacy).toEqual({
      contact: "no-reply@modura.example",
      hosting: undefined,
      mailHost: undefined,
    });
    expect(
      readConfig({
        MAIL_FROM: "hello@modura.example",
        SMTP_URL: "smtps://user:secret@smtp.mailer.example:465",
        PRIVACY_HOSTING: "Example Hosting GmbH, Germany",
      }).privacy,
    ).toEqual({
      contact: "hello@modura.example",
      hosting: "Example Hosting GmbH, Germany",
      mailHost: "smtp.mailer.example",
    });
    expect(readConfig({ PRIVACY_CONTACT: "privacy@modura.example" }).privacy.contact).toBe(
      "privacy@modura.example",
    );
    expect(() => readConfig({ PRIVACY_CONTACT: "Modura <privacy@modura.example>" })).toThrow(
      /^Invalid PRIVACY_CONTACT/,
    );
    expect(() => readConfig({ PRIVACY_HOSTING: "<b>Host</b>" })).toThrow(/^Invalid PRIVACY_HOSTING/);
  });

  it("reads every variable", () => {
    const config = readConfig({
      PORT: "8080",
      DATA_DIR: "/tmp/modura",
      DATABASE_URL: "postgres://u@db:5432/modura",
      PUBLIC_URL: "https://modura.example/",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/tmp/modura",
      databaseUrl: "postgres://u@db:5432/modura",
      publicUrl: "https://modura.example",
      logLevel: "warn",
      nodeEnv: "development",
    });
  });

  it("reads the accounts variables", () => {
    const config = readConfig({
      BETTER_AUTH_SECRET: "s".repeat(32),
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      GOOGLE_OIDC_ISSUER: "http://127.0.0.1:4000/",
      RATE_LIMIT: "off",
    });
    expect(config).toMatchObject({
      authSecret: "s".repeat(32),
      google: { clientId: "id", clientSecret: "secret", issuer: "http://127.0.0.1:4000" },
      rateLimit: false,
    });
    expect(readConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).google?.issuer).toBe(
      "https://accounts.google.com",
    );
  });

  it("reads the rate limit, Redis and proxy variables", () => {
    const config = readConfig({
      RATE_LIMIT_WAITLIST: "3/10",
      RATE_LIMIT_SIGN_IN: " 20/300 ",
      RATE_LIMIT_SIGN_UP_EMAIL: "1/3600",
      REDIS_URL: "redis://127.0.0.1:6379",
      REDIS_KEY_PREFIX: "run-1:",
      TRUST_PROXY: "2",
    });
    expect(config).toMatchObject({
      rateLimits: {
        waitlist: { max: 3, windowSeconds: 10 },
        signIn: { max: 20, windowSeconds: 300 },
        signUpEmail: { max: 1, windowSeconds: 3600 },
      },
      redis: { url: "redis://127.0.0.1:6379", keyPrefix: "run-1:" },
      trustProxy: 2,
    });
    expect(readConfig({ REDIS_URL: "rediss://cache:6380" }).redis?.keyPrefix).toBe("modura:");
    expect(readConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,::1" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "::1",
    ]);
  });

  it("wants both Google variables or neither", () => {
    expect(() => readConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(
      "Invalid GOOGLE_CLIENT_SECRET: required when the other Google variable is set",
    );
  });

  it("treats an empty variable as unset", () => {
    expect(readConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["PUBLIC_URL", "localhost:3000"],
    ["LOG_LEVEL", "loud"],
    ["RATE_LIMIT", "maybe"],
    ["RATE_LIMIT_WAITLIST", "10"],
    ["RATE_LIMIT_WAITLIST", "0/60"],
    ["RATE_LIMIT_SIGN_IN", "ten/minute"],
    ["RATE_LIMIT_SIGN_UP_EMAIL", "5/0"],
    ["REDIS_URL", "localhost:6379"],
    ["SMTP_URL", "mail.example:25"],
    ["SMTP_URL", "http://mail.example"],
    ["MAIL_FROM", "nobody"],
    ["RATE_LIMIT_WAITLIST_MAIL", "3"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "0"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "proxy.example"],
    ["GOOGLE_OIDC_ISSUER", "accounts.google.com"],
  ])("rejects %s=%s with one line naming it", (name, value) => {
    let thrown: unknown;
    try {
      readConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as Error).message;
    expect(message.startsWith(`Invalid ${name} (got "${value}")`)).toBe(true);
    expect(message).not.toContain("\n");
  });
});
