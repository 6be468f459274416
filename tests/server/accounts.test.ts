import { availableParallelism } from "node:os";

import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { account, session, user, userPreferences } from "../../app/db/schema";
import { DEFAULT_SPORTS } from "../../app/features/dashboard/sports";
import { signInsWaiting } from "../../app/platform/sign-in-queue.server";
import { cookieHeader, newCredentials, postAuth, signUpUser } from "../../dev/harness/auth-requests";
import { databaseKinds } from "../../dev/harness/databases";
import { startTestServer, useTestServer } from "../../dev/harness/test-server";

describe.each(databaseKinds())("accounts on $label", (kind) => {
  const ctx = useTestServer(kind);

  const getSession = async (cookie?: string) => {
    const response = await fetch(`${ctx.server.url}/api/auth/get-session`, {
      headers: cookie ? { Cookie: cookie } : {},
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { user: { id: string; name: string; email: string } } | null;
  };

  const sendJson = (method: string, path: string, body: unknown, cookie?: string) =>
    fetch(`${ctx.server.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });

  describe("sign-up", () => {
    it("creates the user with its display name and sets an HTTP-only, SameSite=Lax session cookie", async () => {
      const credentials = newCredentials("signup");
      const response = await postAuth(ctx.server, "/sign-up/email", credentials);
      expect(response.status).toBe(200);
      const setCookie = response.headers
        .getSetCookie()
        .find((c) => c.startsWith("better-auth.session_token="));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).not.toMatch(/Secure/i);
      const rows = await ctx.database.db.select().from(user).where(eq(user.email, credentials.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: credentials.name, email: credentials.email });
      expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    });

    it("refuses an address already used, in any case, and keeps one user", async () => {
      const credentials = newCredentials("dup");
      await signUpUser(ctx.server, credentials);
      const again = await postAuth(ctx.server, "/sign-up/email", {
        ...credentials,
        email: credentials.email.toUpperCase(),
      });
      expect(again.status).toBe(422);
      expect((await again.json()).message).toMatch(/already exists/i);
      const rows = await ctx.database.db.select().from(user).where(eq(user.email, credentials.email));
      expect(rows).toHaveLength(1);
    });

    it.each([
      ["7 characters", "x".repeat(7), 400],
      ["8 characters", "x".repeat(8), 200],
      ["128 characters", "x".repeat(128), 200],
      ["129 characters", "x".repeat(129), 400],
    ])("with a password of %s answers %i", async (_label, password, status) => {
      const response = await postAuth(ctx.server, "/sign-up/email", { ...newCredentials("pw"), password });
      expect(response.status).toBe(status);
    });
  });

  describe("sign-in, session and sign-out", () => {
    it("signs in with the right password, and the cookie carries the session", async () => {
      const credentials = newCredentials("signin");
      await signUpUser(ctx.server, credentials);
      const response = await postAuth(ctx.server, "/sign-in/email", {
        email: credentials.email,
        password: credentials.password,
      });
      expect(response.status).toBe(200);
      const found = await getSession(cookieHeader(response));
      expect(found?.user).toMatchObject({ name: credentials.name, email: credentials.email });
    });

    it(
      "signs everyone in who waited for a sign-in slot, even after some who waited gave up",
      { tags: ["database"] },
      async () => {
        const credentials = newCredentials("queued");
        await signUpUser(ctx.server, credentials);
        const body = JSON.stringify({ email: credentials.email, password: credentials.password });
        const signIn = (signal?: AbortSignal) =>
          fetch(`${ctx.server.url}/api/auth/sign-in/email`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: ctx.server.url },
            body,
            signal,
          });
        // Every slot taken (cores minus one) and two more waiting, then all of them leave: each must
        // hand its slot on, or the sign-ins after them would wait for ever.
        const leaving = Array.from({ length: availableParallelism() + 1 }, () => new AbortController());
        const left = leaving.map((controller) => signIn(controller.signal).catch(() => "left"));
        const slots = Math.max(1, availableParallelism() - 1);
        await vi.waitFor(() => expect(signInsWaiting()).toBe(leaving.length - slots), {
          timeout: 10_000,
          interval: 5,
        });
        for (const controller of leaving) controller.abort();
        expect(await Promise.all(left)).toEqual(leaving.map(() => "left"));
        const together = await Promise.all(
          Array.from({ length: 4 }, () => signIn(AbortSignal.timeout(10_000))),
        );
        expect(together.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      },
    );

    it("refuses a wrong password with the provider's message and no cookie", async () => {
      const credentials = newCredentials("wrong");
      await signUpUser(ctx.server, credentials);
      const response = await postAuth(ctx.server, "/sign-in/email", {
        email: credentials.email,
        password: "not-the-password",
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: "Invalid email or password" });
      expect(response.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=x"))).toBe(
        false,
      );
      expect(cookieHeader(response)).not.toMatch(/session_token=[^;]+\./);
    });

    it("knows nobody without a cookie, or with a forged one", async () => {
      expect(await getSession()).toBeNull();
      expect(await getSession("better-auth.session_token=forged.value")).toBeNull();
    });

    it(
      "signs out: the session row is deleted and the cookie no longer works",
      { tags: ["database"] },
      async () => {
        const credentials = newCredentials("signout");
        const cookie = await signUpUser(ctx.server, credentials);
        const before = await getSession(cookie);
        expect(before).not.toBeNull();
        const response = await postAuth(ctx.server, "/sign-out", {}, cookie);
        expect(response.status).toBe(200);
        expect(await getSession(cookie)).toBeNull();
        const rows = await ctx.database.db.select().from(session).where(eq(session.userId, before!.user.id));
        expect(rows).toHaveLength(0);
      },
    );

    it("refuses a callback URL on another origin", async () => {
      const credentials = newCredentials("callback");
      await signUpUser(ctx.server, credentials);
      const response = await postAuth(ctx.server, "/sign-in/email", {
        email: credentials.email,
        password: credentials.password,
        callbackURL: "https://evil.example/steal",
      });
      expect(response.status).toBe(403);
    });

    it("refuses a sign-in posted from another origin", async () => {
      const response = await fetch(`${ctx.server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
        body: JSON.stringify({ email: "a@example.com", password: "whatever-password" }),
      });
      expect(response.status).toBe(403);
    });
  });

  describe("preferences", () => {
    it("start at Trail Running, Gym Training and Hiking, and are saved for the signed-in user only", async () => {
      const alice = await signUpUser(ctx.server, newCredentials("alice"));
      const bob = await signUpUser(ctx.server, newCredentials("bob"));
      const read = async (cookie: string) =>
        (await (
          await fetch(`${ctx.server.url}/api/me/preferences`, { headers: { Cookie: cookie } })
        ).json()) as {
          sports: string[];
        };
      expect((await read(alice)).sports).toEqual([...DEFAULT_SPORTS]);

      const saved = await sendJson(
        "PUT",
        "/api/me/preferences",
        { sports: ["hiking", "tennis", "tennis"] },
        alice,
      );
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ sports: ["tennis", "hiking"] });
      expect((await read(alice)).sports).toEqual(["tennis", "hiking"]);
      expect((await read(bob)).sports).toEqual([...DEFAULT_SPORTS]);

      // An empty choice is a choice.
      await sendJson("PUT", "/api/me/preferences", { sports: [] }, bob);
      expect((await read(bob)).sports).toEqual([]);
      expect((await read(alice)).sports).toEqual(["tennis", "hiking"]);
    });

    it("answer 401 to an anonymous visitor and store nothing", async () => {
      expect((await fetch(`${ctx.server.url}/api/me/preferences`)).status).toBe(401);
      const put = await sendJson("PUT", "/api/me/preferences", { sports: ["tennis"] });
      expect(put.status).toBe(401);
    });

    it("refuse unknown sports, wrong shapes and non-JSON bodies", async () => {
      const cookie = await signUpUser(ctx.server, newCredentials("prefbad"));
      expect((await sendJson("PUT", "/api/me/preferences", { sports: ["curling"] }, cookie)).status).toBe(
        400,
      );
      expect((await sendJson("PUT", "/api/me/preferences", { sports: "tennis" }, cookie)).status).toBe(400);
      expect((await sendJson("PUT", "/api/me/preferences", null, cookie)).status).toBe(400);
      const text = await fetch(`${ctx.server.url}/api/me/preferences`, {
        method: "PUT",
        headers: { "Content-Type": "text/plain", Cookie: cookie },
        body: "tennis",
      });
      expect(text.status).toBe(415);
    });
  });

  describe("display name", () => {
    it("changes only the signed-in user's name", async () => {
      const aliceCredentials = newCredentials("alicename");
      const bobCredentials = newCredentials("bobname");
      const alice = await signUpUser(ctx.server, aliceCredentials);
      await signUpUser(ctx.server, bobCredentials);
      const response = await sendJson("PATCH", "/api/me", { displayName: "  Alice Renamed " }, alice);
      expect(response.status).toBe(200);
      expect((await getSession(alice))?.user.name).toBe("Alice Renamed");
      const [bobRow] = await ctx.database.db.select().from(user).where(eq(user.email, bobCredentials.email));
      expect(bobRow?.name).toBe(bobCredentials.name);
    });

    it("answers 401 anonymously and 400 for a blank or overlong name", async () => {
      expect((await sendJson("PATCH", "/api/me", { displayName: "Nobody" })).status).toBe(401);
      const cookie = await signUpUser(ctx.server, newCredentials("blank"));
      expect((await sendJson("PATCH", "/api/me", { displayName: "   " }, cookie)).status).toBe(400);
      expect((await sendJson("PATCH", "/api/me", { displayName: "n".repeat(101) }, cookie)).status).toBe(400);
      expect((await sendJson("PATCH", "/api/me", {}, cookie)).status).toBe(400);
    });
  });

  describe("deleting an account (Better Auth's delete-user)", () => {
    it(
      "removes the user with their sessions, accounts, preferences and wishlist; another user is untouched",
      { tags: ["database"] },
      async () => {
        const aliceCredentials = newCredentials("alicedel");
        const alice = await signUpUser(ctx.server, aliceCredentials);
        const bob = await signUpUser(ctx.server, newCredentials("bobdel"));
        await sendJson("PUT", "/api/me/preferences", { sports: ["tennis"] }, alice);
        await sendJson("PUT", "/api/me/preferences", { sports: ["hiking"] }, bob);
        const [aliceRow] = await ctx.database.db
          .select()
          .from(user)
          .where(eq(user.email, aliceCredentials.email));

        const wrong = await postAuth(ctx.server, "/delete-user", { password: "not-the-password" }, alice);
        expect(wrong.status).toBe(400);
        expect((await getSession(alice))?.user.email).toBe(aliceCredentials.email);

        const deleted = await postAuth(
          ctx.server,
          "/delete-user",
          { password: aliceCredentials.password },
          alice,
        );
        expect(deleted.status).toBe(200);
        expect(await getSession(alice)).toBeNull();
        const db = ctx.database.db;
        expect(await db.select().from(user).where(eq(user.id, aliceRow!.id))).toEqual([]);
        expect(await db.select().from(session).where(eq(session.userId, aliceRow!.id))).toEqual([]);
        expect(await db.select().from(account).where(eq(account.userId, aliceRow!.id))).toEqual([]);
        expect(
          await db.select().from(userPreferences).where(eq(userPreferences.userId, aliceRow!.id)),
        ).toEqual([]);
        const signIn = await postAuth(ctx.server, "/sign-in/email", {
          email: aliceCredentials.email,
          password: aliceCredentials.password,
        });
        expect(signIn.status).toBe(401);
        const bobPreferences = await fetch(`${ctx.server.url}/api/me/preferences`, {
          headers: { Cookie: bob },
        });
        expect(await bobPreferences.json()).toEqual({ sports: ["hiking"] });
      },
    );

    it("is refused without a session", async () => {
      expect((await postAuth(ctx.server, "/delete-user", { password: "correct-horse-battery" })).status).toBe(
        401,
      );
    });
  });
});

describe.each(databaseKinds())("auth cookies behind https on $label", (kind) => {
  it("are Secure when PUBLIC_URL is https", async () => {
    const database = await kind.open();
    const server = await startTestServer(database, { PUBLIC_URL: "https://modura.example" });
    try {
      const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://modura.example" },
        body: JSON.stringify(newCredentials("secure")),
      });
      expect(response.status).toBe(200);
      const sessionCookie = response.headers.getSetCookie().find((c) => c.includes("session_token="));
      expect(sessionCookie).toMatch(/^__Secure-/);
      expect(sessionCookie).toMatch(/; Secure/i);
    } finally {
      await server.close();
      await database.dispose();
    }
  });
});
