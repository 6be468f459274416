import fs from "node:fs";
import path from "node:path";

import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { testUtils } from "better-auth/plugins";

import type { Database } from "../../app/db/client.server";
import { account, session, user, verification } from "../../app/db/schema";
import { hashPassword } from "../../app/platform/password-hash.server";

/**
 * Signed-in tests start signed in. A user, their password account and a session are written
 * straight into the database by Better Auth's own test helpers (its `testUtils` plugin, on a
 * test-only instance with the site's secret), before the site starts: the embedded database has one
 * owner at a time, so the pool is made first and the tests claim accounts from it while the site
 * runs. Nothing is deleted afterwards: the run's data directory or database is thrown away.
 */

/** Every pool account's password (hashed once for the whole pool). */
export const POOL_PASSWORD = "correct-horse-battery";
export const POOL_NAME = "Ada Lovelace";

export type PoolAccount = {
  id: string;
  name: string;
  email: string;
  password: string;
  /** The session cookie, as Better Auth sets it for the site's address. */
  cookie: { name: string; value: string };
};

/** Accounts of the site's members, and (a pool of its own) of its team: admins not yet enrolled. */
export type PoolKind = "member" | "team";
const POOL_FILES: Record<PoolKind, string> = { member: "accounts.json", team: "team-accounts.json" };
/** Team accounts in every pool: the launch room's browser tests each enrol one. */
const TEAM_POOL_SIZE = 4;

/** Writes `count` signed-in accounts into `database` and their list into `dir`. */
export async function seedAccountPool(
  database: Database,
  { count, secret, publicUrl, dir }: { count: number; secret: string; publicUrl: string; dir: string },
): Promise<PoolAccount[]> {
  const auth = betterAuth({
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    emailAndPassword: { enabled: true },
    advanced: { useSecureCookies: publicUrl.startsWith("https://") },
    telemetry: { enabled: false },
    plugins: [testUtils()],
  });
  const context = await auth.$context;
  const helpers = context.test;
  // One hash for the pool (hashing is what made signing up hundreds of test users slow), made as
  // the site makes one: this instance's own default would be the scrypt of before (decision 033).
  const hash = await hashPassword(POOL_PASSWORD);
  const pools: Record<PoolKind, PoolAccount[]> = { member: [], team: [] };
  for (let index = 0; index < count + TEAM_POOL_SIZE; index += 1) {
    const kind: PoolKind = index < count ? "member" : "team";
    const email =
      kind === "member" ? `member-${index}@pool.example.com` : `team-${index - count}@pool.example.com`;
    const created = await helpers.saveUser(
      helpers.createUser({ email, name: POOL_NAME, emailVerified: kind === "team" }),
    );
    await context.internalAdapter.createAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: hash,
    });
    // Granted as `npm run team -- grant` grants it: the role field of Better Auth's admin plugin.
    if (kind === "team") await database.db.update(user).set({ role: "admin" }).where(eq(user.id, created.id));
    const { cookies } = await helpers.login({ userId: created.id });
    const [cookie] = cookies;
    if (!cookie) throw new Error("Better Auth's test helpers gave no session cookie");
    pools[kind].push({
      id: created.id,
      name: POOL_NAME,
      email,
      password: POOL_PASSWORD,
      cookie: { name: cookie.name, value: cookie.value },
    });
  }
  fs.mkdirSync(dir, { recursive: true });
  for (const kind of ["member", "team"] as const)
    fs.writeFileSync(path.join(dir, POOL_FILES[kind]), JSON.stringify(pools[kind]));
  return pools.member;
}

/**
 * An account no other test has claimed in this run, from any worker: each claim is a file created
 * exclusively, which only one process can win.
 */
export function claimPoolAccount(dir: string, kind: PoolKind = "member"): PoolAccount {
  const accounts = JSON.parse(fs.readFileSync(path.join(dir, POOL_FILES[kind]), "utf8")) as PoolAccount[];
  const claims = path.join(dir, kind === "member" ? "claims" : "team-claims");
  fs.mkdirSync(claims, { recursive: true });
  for (const [index, candidate] of accounts.entries()) {
    try {
      fs.closeSync(fs.openSync(path.join(claims, String(index)), "wx"));
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  throw new Error(`all ${accounts.length} pool accounts in ${dir} are taken: seed a bigger pool`);
}
