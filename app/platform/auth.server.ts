import { passkey } from "@better-auth/passkey";
import { type BetterAuthOptions, type BetterAuthPlugin, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { getSessionCookie } from "better-auth/cookies";
import { type AdminOptions, admin } from "better-auth/plugins/admin";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Logger } from "pino";

import { RESET_TOKEN_PREFIX, endResetLinks, storedResetIdentifier } from "~/db/accounts.server";
import type { Db } from "~/db/queryable";
import {
  account,
  passkey as passkeyTable,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from "~/db/schema";
import type { AccountUser } from "~/lib/auth-client";
import { PRODUCT_NAME } from "~/lib/product";
import { teamRoleOf } from "~/lib/team-roles";
import type { TeamRole } from "~/vocabulary";

import { resolveAuthSecret } from "./auth-secret.server";
import type { Config } from "./config.server";
import { changesSessions, createSessionCache } from "./session-cache.server";

/** Our server sets this header from the socket on every auth request; a client's own is overwritten. */
export const CLIENT_IP_HEADER = "x-modura-client-ip";

/** The signed-in user as the session gives it, before a page adds what it shows of the team. */
export type SessionUser = AccountUser;

/**
 * What a team member's session carries (null for everyone else): the team pages' guard reads it
 * (app/platform/team-access.server.ts). Never sent to the browser.
 */
export type TeamAccess = {
  role: TeamRole;
  twoFactorEnabled: boolean;
  /** When this session proved a second factor; null if it has not. */
  secondFactorAt: string | null;
  sessionId: string;
};

export type SignedIn = { user: SessionUser; team: TeamAccess | null };

export type GoogleStatus = "not-configured" | "ready" | "unreachable";

/** Where Better Auth counts requests (server/rate-limit.ts gives it our shared store). */
export type AuthRateLimitStorage = NonNullable<NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"]>;

/** What Better Auth hands a hook of ours about the endpoint call it runs for. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

type DatabaseHooks = NonNullable<BetterAuthOptions["databaseHooks"]>;
type SessionHooks = NonNullable<DatabaseHooks["session"]>;

/** The address and id of the account a message goes to. */
type MailUser = { id: string; email: string };

/** A plugin that only hooks into other endpoints: it adds none, so Better Auth's API stays as typed. */
type HookPlugin = Pick<BetterAuthPlugin, "id" | "hooks">;

/**
 * What the capabilities add to Better Auth: the service below builds it without knowing any of
 * them, and the composition root (server/auth-parts.ts) brings them together.
 */
export type AuthParts = {
  password: {
    minLength: number;
    maxLength: number;
    hash: (password: string) => Promise<string>;
    verify: (input: { hash: string; password: string }) => Promise<boolean>;
  };
  /** How long a link mailed for the account works, in seconds. */
  linkLifetimes: { resetPassword: number; verifyEmail: number };
  /** Queues the account's mail; each gets the link's token where there is one. */
  mail: {
    /** `user.email` is the address to verify: the new one when the email is being changed. */
    verifyEmail: (user: MailUser, token: string) => Promise<void>;
    resetPassword: (user: MailUser, token: string) => Promise<void>;
    passwordChanged: (user: MailUser) => Promise<void>;
    confirmEmailChange: (user: MailUser, newEmail: string, token: string) => Promise<void>;
  };
  hooks: {
    /**
     * Before every endpoint call, in order. The first that answers something ends the run with its
     * answer: a response of its own, or `{ context }` to go on with (a changed body).
     */
    before: ((ctx: AuthHookContext) => Promise<unknown>)[];
    /** After every endpoint call, in order. */
    after: ((ctx: AuthHookContext) => Promise<void>)[];
  };
  databaseHooks: { session: SessionHooks; user: NonNullable<DatabaseHooks["user"]> };
  userFields: NonNullable<NonNullable<BetterAuthOptions["user"]>["additionalFields"]>;
  /**
   * Plugins placed right after the one whose endpoints they guard, so that their hooks run in that
   * order: after twoFactor, after passkey.
   */
  plugins: { twoFactor: HookPlugin[]; passkey: HookPlugin[] };
  /** Throws to refuse a passkey just registered (its owner's id). */
  passkeyRegistered: (userId: string) => Promise<void>;
  /** The team's roles, as the admin plugin checks them. */
  roles: Required<Pick<AdminOptions, "ac" | "roles" | "defaultRole" | "adminRoles">>;
};

function createBetterAuth(
  db: Db,
  config: Config,
  parts: AuthParts,
  secret: string,
  withGoogle: boolean,
  logger: Logger,
  rateLimitStorage: AuthRateLimitStorage | undefined,
  onSessionsChanged: () => void,
  onSessionCreated: (userId: string) => void,
) {
  const google = withGoogle ? config.google : undefined;
  return betterAuth({
    // Better Auth's own messages join our JSON log lines instead of coloured text.
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `[better-auth] ${message}`),
    },
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor: twoFactorTable, passkey: passkeyTable },
    }),
    session: {
      additionalFields: {
        secondFactorAt: { type: "date", required: false, input: false },
      },
    },
    databaseHooks: {
      session: tellingNewSessions(parts.databaseHooks.session, onSessionCreated),
      user: parts.databaseHooks.user,
    },
    user: {
      // Typed as none: the service reads none of the capabilities' own fields, and their type as a
      // record would let any name pass for a field of a session's user.
      additionalFields: parts.userFields as Record<never, never>,
      // Better Auth's own deletion: with the password, or from a session under a day old. It
      // removes the user, sessions and accounts; preferences and wishlist go by ON DELETE CASCADE.
      deleteUser: { enabled: true },
      // A verified address first confirms the change from the old address (the link's page then
      // sends the verification to the new one); an unverified one is verified at the new address.
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: ({ user, newEmail, token }) =>
          parts.mail.confirmEmailChange(user, newEmail, token),
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: parts.password.minLength,
      maxPasswordLength: parts.password.maxLength,
      password: { hash: parts.password.hash, verify: parts.password.verify },
      autoSignIn: true,
      // Better Auth keeps the reset token in its verification table (hashed: `verification` below)
      // and deletes it when used. Only the newest link works, and none once one is used: an older
      // link left in a mailbox must not reset the password again.
      resetPasswordTokenExpiresIn: parts.linkLifetimes.resetPassword,
      sendResetPassword: async ({ user, token }) => {
        await endResetLinks(db, user.id, token);
        await parts.mail.resetPassword(user, token);
      },
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await endResetLinks(db, user.id);
        await parts.mail.passwordChanged(user);
      },
    },
    // Not verifying blocks nothing: there is no requireEmailVerification. Google's accounts arrive
    // verified (the ID token's email_verified). The link is a signed token that works for a day; once
    // the address is verified, using it again changes nothing and signs nobody in.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: parts.linkLifetimes.verifyEmail,
      sendVerificationEmail: ({ user, token }) => parts.mail.verifyEmail(user, token),
    },
    verification: {
      storeIdentifier: {
        default: "plain",
        overrides: {
          [RESET_TOKEN_PREFIX]: { hash: async (identifier) => storedResetIdentifier(identifier) },
        },
      },
    },
    rateLimit: {
      enabled: config.rateLimit,
      ...(rateLimitStorage ? { customStorage: rateLimitStorage } : {}),
      // Email sign-in and sign-up have our own limits, per address and per email (server/auth-routes.ts).
      customRules: { "/sign-in/email": false, "/sign-up/email": false },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips its CSRF and callback-URL checks when NODE_ENV is "test"; we want them everywhere.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    // A passkey is removed and renamed only through the launch room's page, which audits it
    // (app/features/team/passkeys.server.ts); the server's own auth.api calls still reach these.
    disabledPaths: ["/passkey/delete-passkey", "/passkey/update-passkey"],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        for (const step of parts.hooks.before) {
          const answer = await step(ctx);
          if (answer !== undefined) return answer;
        }
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Direct calls (auth.api.revokeSession(…) from a page's action) pass here as HTTP ones do.
        if (changesSessions(ctx.path)) onSessionsChanged();
        for (const step of parts.hooks.after) await step(ctx);
      }),
    },
    plugins: [
      // Team roles (app/lib/team-roles.ts). Our roles hold none of the plugin's own statements,
      // so its /admin endpoints refuse everyone: roles change through the team pages or `npm run team`.
      admin(parts.roles),
      // TOTP for the team: an email sign-in of an enrolled member answers `twoFactorRedirect` and
      // asks for the code (/auth/two-factor) before any session exists. Passwordless, so a member
      // who signs in with Google alone can enrol too (one with a password is asked for it).
      twoFactor({ issuer: PRODUCT_NAME, allowPasswordless: true }),
      ...parts.plugins.twoFactor,
      // Passkeys for the team (decision 040): enrolled from the launch room, they sign in on their
      // own and count as the second factor, so both ends demand user verification (a PIN or a
      // biometric on the authenticator): possession and that check together are two factors.
      passkey({
        rpID: new URL(config.publicUrl).hostname,
        rpName: PRODUCT_NAME,
        origin: config.publicUrl,
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        registration: {
          // Only the team enrols passkeys (the launch room's enrolment page): an account off it is
          // refused its challenge (a plugin of parts.plugins.passkey) and, having left the team since, here.
          afterVerification: ({ user: { id } }) => parts.passkeyRegistered(id),
        },
        authentication: {
          afterVerification: ({ verification }) => {
            if (!verification.authenticationInfo.userVerified)
              throw new APIError("UNAUTHORIZED", {
                message: "Your passkey did not check that it is you (a PIN or a fingerprint). Try again.",
              });
          },
        },
      }),
      ...parts.plugins.passkey,
      ...(google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  discoveryUrl: `${google.issuer}/.well-known/openid-configuration`,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  // A profile without a name would fail the user's required name; the site then
                  // greets "User" and shows the email's initial (docs/product.md, Dashboard).
                  mapProfileToUser: (profile) => ({
                    name: typeof profile.name === "string" ? profile.name : "",
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

/** The session hooks, telling `created` whose session was made first (a sign-in, on any device). */
function tellingNewSessions(hooks: SessionHooks, created: (userId: string) => void): SessionHooks {
  return {
    ...hooks,
    create: {
      ...hooks.create,
      after: async (session, context) => {
        created(session.userId);
        await hooks.create?.after?.(session, context);
      },
    },
  };
}

type BetterAuthInstance = ReturnType<typeof createBetterAuth>;

export type AuthService = Awaited<ReturnType<typeof createAuthService>>;

/**
 * Better Auth for our database and config. Its Google provider reads the issuer's discovery
 * document once, when the instance is made; if the issuer could not be reached then, Google is
 * missing from that instance, so `ensureGoogle` makes a new instance on the next Google sign-in.
 */
export async function createAuthService({
  db,
  config,
  logger,
  rateLimitStorage,
  parts,
}: {
  db: Db;
  config: Config;
  logger: Logger;
  /** Unset: Better Auth counts in this process's memory, which other instances do not see. */
  rateLimitStorage?: AuthRateLimitStorage | undefined;
  /** What the capabilities add (server/auth-parts.ts). */
  parts: AuthParts;
}) {
  const secret = resolveAuthSecret(config.authSecret, config.dataDir, (message) => logger.warn(message));
  const sessions = createSessionCache<SignedIn>();
  const newSessionListeners = new Set<(userId: string) => void>();

  const build = async (): Promise<{ auth: BetterAuthInstance; google: GoogleStatus }> => {
    const auth = createBetterAuth(
      db,
      config,
      parts,
      secret,
      Boolean(config.google),
      logger,
      rateLimitStorage,
      () => sessions.clear(),
      (userId) => {
        for (const listener of newSessionListeners) listener(userId);
      },
    );
    if (!config.google) return { auth, google: "not-configured" };
    const context = await auth.$context;
    const found = context.socialProviders.some((provider) => provider.id === "google");
    if (!found)
      logger.error({ issuer: config.google.issuer }, "Google sign-in unavailable: discovery failed");
    return { auth, google: found ? "ready" : "unreachable" };
  };

  let current = await build();
  let rebuilding: Promise<void> | undefined;
  // A function, so TypeScript does not carry a narrowing of `current` across the await below.
  const googleStatus = (): GoogleStatus => current.google;

  return {
    /** The resolved site secret (BETTER_AUTH_SECRET or the generated one): mail links are signed with keys derived from it. */
    secret,
    /** Better Auth's server API: `context.auth.api.signInEmail(…)`. */
    get api() {
      return current.auth.api;
    },
    /** The Better Auth instance itself, for its HTTP handler. */
    get betterAuth() {
      return current.auth;
    },
    get googleStatus() {
      return googleStatus();
    },

    /** Tries Google's discovery again if it failed before; true when Google sign-in can start. */
    async ensureGoogle(): Promise<boolean> {
      if (googleStatus() !== "unreachable") return googleStatus() === "ready";
      rebuilding ??= build()
        .then((next) => {
          current = next;
        })
        .finally(() => {
          rebuilding = undefined;
        });
      await rebuilding;
      return googleStatus() === "ready";
    },

    /** The signed-in user of a request, from its session cookie, and their team access; or null. */
    async getSignedIn(headers: Headers): Promise<SignedIn | null> {
      const cookie = getSessionCookie(headers);
      const cached = cookie ? sessions.get(cookie) : undefined;
      if (cached) return cached;
      const signedIn = await this.readSession(headers);
      // A team member's session is read afresh every time: a role taken away, or a second factor
      // proved, counts at once on every instance, and team pages are few.
      if (cookie && signedIn && !signedIn.team) sessions.set(cookie, signedIn);
      return signedIn;
    },

    /** Calls `listener` with the user's id whenever a session of theirs is made on this instance. */
    onSessionCreated(listener: (userId: string) => void): void {
      newSessionListeners.add(listener);
    },

    /**
     * Forgets every session this instance keeps in memory: after a change to users or sessions made
     * outside Better Auth's endpoints (a role granted by the team pages).
     */
    forgetSessions(): void {
      sessions.clear();
    },

    /** The session as the database has it now (getSignedIn may answer from memory). */
    async readSession(headers: Headers): Promise<SignedIn | null> {
      const result = await current.auth.api.getSession({ headers });
      if (!result) return null;
      const { id, name, email, image, emailVerified, createdAt, role, twoFactorEnabled } = result.user;
      const teamRole = teamRoleOf(role);
      const secondFactorAt = result.session.secondFactorAt as Date | string | null | undefined;
      return {
        user: {
          id,
          name,
          email,
          image: image ?? null,
          emailVerified,
          createdAt: new Date(createdAt).toISOString(),
        },
        team: teamRole
          ? {
              role: teamRole,
              twoFactorEnabled: Boolean(twoFactorEnabled),
              secondFactorAt: secondFactorAt ? new Date(secondFactorAt).toISOString() : null,
              sessionId: result.session.id,
            }
          : null,
      };
    },

    /** The signed-in user of a request, from its session cookie, or null. */
    async getUser(headers: Headers): Promise<SessionUser | null> {
      return (await this.getSignedIn(headers))?.user ?? null;
    },
  };
}
