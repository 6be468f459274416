import type { SubmissionResult } from "@conform-to/react";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, vi } from "vitest";

import { user } from "../../app/db/schema";
import {
  type AuthService,
  type SessionUser,
  type TeamAccess,
  createAuthService,
} from "../../app/platform/auth.server";
import { readConfig } from "../../app/platform/config.server";
import type { ModuraLoadContext } from "../../app/platform/load-context";
import { authParts } from "../../server/auth-parts";
import { type RateLimiting, createRateLimiting } from "../../server/rate-limit";
import { postAuth } from "../../dev/harness/auth-requests";
import type { DatabaseKind } from "../../dev/harness/databases";
import type { ReceivedMail, TestSmtp } from "../../dev/harness/smtp";
import { startTestSmtp } from "../../dev/harness/smtp";
import { TEST_AUTH_SECRET, type TestServer, useTestServer } from "../../dev/harness/test-server";

/**
 * What the account tests share: a site on a fresh database sending its mail to a real SMTP server,
 * and the pages' route actions called as React Router calls them, with our load context and a
 * Better Auth of their own on the same database.
 */

export const ACCOUNT_ENV = {
  RATE_LIMIT: "on",
  RATE_LIMIT_SIGN_IN: "1000/60",
  RATE_LIMIT_SIGN_IN_EMAIL: "1000/60",
  RATE_LIMIT_SIGN_UP: "1000/60",
  RATE_LIMIT_SIGN_UP_EMAIL: "1000/60",
  RATE_LIMIT_ACCOUNT_MAIL: "1000/3600",
  RATE_LIMIT_ACCOUNT_MAIL_EMAIL: "3/3600",
};

/**
 * A route action's answer as the browser gets it. For a form's answer (app/lib/conform-forms.ts), `form`
 * reads Conform's result as the page shows it: each field's (first) message under it, and the
 * values put back.
 */
export type Answer = {
  status: number;
  headers: Headers;
  body: unknown;
  form: { fields: Record<string, string>; values: Record<string, unknown> | null } | undefined;
};

/** A route action's or loader's answer (or what it threw) as the browser would get it. */
export function asAnswer(result: unknown): Answer {
  if (result instanceof Response)
    return { status: result.status, headers: result.headers, body: undefined, form: undefined };
  const withInit = result as { type?: unknown; data: unknown; init: ResponseInit | null };
  const [status, headers, body] =
    withInit?.type === "DataWithResponseInit"
      ? [withInit.init?.status ?? 200, new Headers(withInit.init?.headers), withInit.data]
      : [200, new Headers(), result];
  return { status, headers, body, form: formOf(body) };
}

function formOf(body: unknown): Answer["form"] {
  const result = (body as { result?: SubmissionResult } | undefined)?.result;
  if (!result) return undefined;
  const fields = Object.fromEntries(
    Object.entries(result.error ?? {}).flatMap(([name, messages]) =>
      name && messages?.[0] ? [[name, messages[0]]] : [],
    ),
  );
  return { fields, values: result.initialValue ?? null };
}

/** The token of the first link to `path` in a message's text. */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/.]/g, "\\$&")}\\?token=([^\\s)\\]>]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

export type Run = (args: never) => unknown;

/**
 * Our load context as the server builds it for a request from `address`, with Better Auth and the
 * rate limiter of the test; what the route logs as an error goes to `errors`. `team`: the team
 * access the session claims (none unless given).
 */
export function testLoadContext(options: {
  db: ModuraLoadContext["db"];
  publicUrl: string;
  auth: AuthService;
  limiting: RateLimiting;
  address: string;
  user: SessionUser | null;
  team?: TeamAccess | null;
  errors: unknown[];
}): ModuraLoadContext {
  const { db, publicUrl, auth, limiting, address, user, team = null, errors } = options;
  return {
    db,
    publicUrl,
    requestId: "test",
    session: async () => ({ readable: true, user, team }),
    googleStatus: auth.googleStatus,
    rateLimit: (name, subject) => limiting.check(name, subject ?? address),
    auth,
    clientAddress: address,
    visitAttribution: async () => undefined,
    cspNonce: "",
    logError: (error) => errors.push(error),
    logInfo: () => {},
    webhooksAllowPrivate: false,
    mailWebhookSecret: undefined,
    fraudBurst: null,
    teamTimeZone: "UTC",
    embedOrigins: [],
    privacy: {
      contact: "privacy@modura.example",
      hosting: undefined,
      mailHost: undefined,
      retention: { mailDays: 30, webhookDays: 30, pageViewDays: 90, flagDays: 180 },
    },
  };
}

export function useAccountHarness(kind: DatabaseKind) {
  // Set by the hooks below; an object's fields, since the hooks run after this function returns.
  const state = {} as { smtp: TestSmtp; auth: AuthService; limiting?: RateLimiting };
  beforeAll(async () => {
    state.smtp = await startTestSmtp();
  });
  afterAll(() => state.smtp?.close());
  /** The site's variables: a second instance must send to the same SMTP server, since it shares the outbox. */
  const siteEnv = () => ({
    ...ACCOUNT_ENV,
    SMTP_URL: state.smtp.url,
    MAIL_FROM: "Modura <hello@modura.example>",
  });
  const ctx = useTestServer(kind, siteEnv);

  beforeAll(async () => {
    const config = readConfig({
      PUBLIC_URL: ctx.server.url,
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      NODE_ENV: "test",
      ...ACCOUNT_ENV,
    });
    const logger = pino({ level: "silent" });
    state.limiting = createRateLimiting({ config, db: ctx.database.db, logger });
    state.auth = await createAuthService({
      db: ctx.database.db,
      config,
      logger,
      parts: authParts(ctx.database.db),
    });
  });
  afterAll(() => state.limiting?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  let addressCounter = 0;
  const errors: unknown[] = [];
  function context(sessionUser: SessionUser | null): ModuraLoadContext {
    return testLoadContext({
      db: ctx.database.db,
      publicUrl: ctx.server.url,
      auth: state.auth,
      limiting: state.limiting!,
      address: `198.51.100.${++addressCounter}`,
      user: sessionUser,
      errors,
    });
  }

  /** Calls a route's loader (no fields) or action, signed in as `as` when given. */
  async function call(
    run: Run,
    path: string,
    fields?: Record<string, string>,
    as?: { user: SessionUser; cookie: string },
  ): Promise<Answer> {
    const request = new Request(`${ctx.server.url}${path}`, {
      method: fields ? "POST" : "GET",
      headers: { Origin: ctx.server.url, ...(as ? { Cookie: as.cookie } : {}) },
      ...(fields ? { body: new URLSearchParams(fields) } : {}),
    });
    const args = { request, context: context(as?.user ?? null), params: {} } as never;
    try {
      return asAnswer(await run(args));
    } catch (thrown) {
      return asAnswer(thrown);
    }
  }

  const getSession = async (cookie: string, server: TestServer = ctx.server) => {
    const res = await fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: cookie } });
    return (await res.json()) as { user: { email: string; emailVerified: boolean } } | null;
  };
  const signIn = (email: string, password: string) =>
    postAuth(ctx.server, "/sign-in/email", { email, password });
  const userRow = async (email: string) =>
    (await ctx.database.db.select().from(user).where(eq(user.email, email)))[0];
  /** The signed-in user of a cookie, as the site's guard sees it. */
  const signedIn = async (cookie: string) => {
    const found = await state.auth.getUser(new Headers({ Cookie: cookie }));
    if (!found) throw new Error("not signed in");
    return { user: found, cookie };
  };
  const mailsTo = (email: string): ReceivedMail[] => state.smtp.received.filter((m) => m.to.includes(email));
  const isMail = (email: string, subject: RegExp) => (m: ReceivedMail) =>
    m.to.includes(email) && subject.test(m.mail.subject ?? "");
  /** The newest message to `email` whose subject matches, as soon as the SMTP server has it. */
  const waitForMail = async (email: string, subject: RegExp) =>
    (
      await state.smtp.waitForMessage(
        isMail(email, subject),
        `a mail to ${email} matching ${subject}`,
        20_000,
      )
    ).mail;
  /** Resolves once `count` messages to `email` whose subject matches have reached the SMTP server. */
  const waitForMails = (email: string, count: number, subject = /^/) =>
    state.smtp.waitForMessages(
      isMail(email, subject),
      count,
      `mails to ${email} matching ${subject}`,
      20_000,
    );

  return {
    ctx,
    siteEnv,
    errors,
    get auth() {
      return state.auth;
    },
    call,
    getSession,
    signIn,
    userRow,
    signedIn,
    mailsTo,
    waitForMail,
    waitForMails,
  };
}
