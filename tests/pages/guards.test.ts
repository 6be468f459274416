import { describe, expect, test } from "vitest";

import {
  accountMenuName,
  existingAccount,
  message,
  navSignInLinks,
  signInWithForm,
} from "../support/account-steps";
import { signedInVisitor, visitor } from "../support/pages-site";

/*
 * The pages behind a session, as the server guards them: a load without one goes to /auth with
 * the page to come back to, and signing in there returns to it (never to another site). A
 * client-side navigation without a session stays in the browser suite (account-guards.spec.ts).
 */

describe("guarded pages", () => {
  for (const path of ["/dashboard", "/adaptiq-demo"]) {
    test(`an anonymous load of ${path} goes to /auth, and signing in returns there, saying so`, async () => {
      const account = existingAccount();
      const anonymous = visitor();
      const redirect = await anonymous.request(path, { headers: { accept: "text/html" } });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
      await redirect.body?.cancel();

      const auth = await anonymous.open(path);
      expect(auth.path).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
      expect(navSignInLinks(auth)).toBeGreaterThan(0);
      expect(accountMenuName(auth)).toBeUndefined();

      const back = await signInWithForm(auth, account);
      expect(back.path).toBe(`${path}?notice=signed-in`);
      expect(message(back, "status", "Welcome back!")).toBe(
        "Welcome back! You've successfully logged in to your account.",
      );
      expect(accountMenuName(back)).toBe(`Account menu for ${account.name}`);
      expect(navSignInLinks(back)).toBe(0);
    });
  }

  for (const target of ["https://evil.example/x", "//evil.example"]) {
    test(`a redirectTo of another origin (${target}) ends on /dashboard`, async () => {
      const account = existingAccount();
      const auth = await visitor().open(`/auth?redirectTo=${encodeURIComponent(target)}`);
      const back = await signInWithForm(auth, account);
      expect(back.redirects.map((url) => new URL(url).origin)).toEqual([new URL(auth.url).origin]);
      expect(back.path).toBe("/dashboard?notice=signed-in");
    });
  }

  test("a signed-in visitor opening /auth lands on /dashboard, or on its redirectTo", async () => {
    const { visitor: signedIn } = signedInVisitor();
    expect((await signedIn.open("/auth")).path).toBe("/dashboard");
    expect((await signedIn.open("/auth?tab=signup&redirectTo=%2Fadaptiq-demo")).path).toBe("/adaptiq-demo");
  });
});
