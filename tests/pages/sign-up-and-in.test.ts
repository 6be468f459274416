import { describe, expect, test } from "vitest";

import { standInUser } from "../../dev/oidc/users";
import { POOL_PASSWORD } from "../support/account-pool";

import {
  canSignIn,
  errorOf,
  existingAccount,
  fillSignUp,
  followInMain,
  isShown,
  mainLink,
  message,
  navSignInLinks,
  signInWithForm,
  valueOf,
} from "../support/account-steps";
import { site, uniqueEmail, visitor } from "../support/pages-site";
import type { HtmlForm } from "../support/visitor";

/*
 * /auth without JavaScript: its tabs are links, and its forms post to its route action, which
 * answers with the page (a refusal, the values kept) or a redirect (signed in, saying so).
 */

const PASSWORD = POOL_PASSWORD;

describe("/auth without JavaScript", () => {
  test("Sign In is the default tab; the tab links switch", async () => {
    const page = await visitor().open("/auth");
    expect(page.status).toBe(200);
    expect(mainLink(page, "Sign In").attr("aria-current")).toBe("page");
    expect(mainLink(page, "Sign Up").attr("aria-current")).toBeUndefined();
    expect(isShown(page.form("Sign In").field("Email"))).toBe(true);
    expect(isShown(page.$(page.form("Create Account").element))).toBe(false);
    expect(page.$("noscript")).toHaveLength(0);

    const signUp = await followInMain(page, "Sign Up");
    expect(signUp.path).toBe("/auth?tab=signup");
    expect(mainLink(signUp, "Sign Up").attr("aria-current")).toBe("page");
    expect(isShown(signUp.form("Create Account").field("Full Name"))).toBe(true);
    expect(isShown(signUp.$(signUp.form("Sign In").element))).toBe(false);

    const signIn = await followInMain(signUp, "Sign In");
    expect(signIn.path).toBe("/auth");
    expect(isShown(signIn.form("Sign In").field("Email"))).toBe(true);
    // Nothing waits for a script to enable it: Sign In, Create Account, Continue with Google and
    // the team's passkey (whose post, without scripts, says passkeys need JavaScript).
    const buttons = signIn.$("main button").toArray();
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(signIn.$(button).is("[disabled]")).toBe(false);
  });

  test("every field is required, the email fields are of type email, and the honeypot is optional", async () => {
    const page = await visitor().open("/auth");
    const signIn = page.form("Sign In");
    expect(signIn.field("Email").attr("type")).toBe("email");
    expect(signIn.field("Email").attr("autocomplete")).toBe("username");
    expect(signIn.field("Password").attr("autocomplete")).toBe("current-password");
    const required = (form: HtmlForm) =>
      form
        .controls()
        .filter("input:not([type=hidden])")
        .toArray()
        .map((field) => [page.$(field).attr("name"), page.$(field).is("[required]")]);
    expect(required(signIn)).toEqual([
      ["email", true],
      ["password", true],
    ]);

    const signUp = page.form("Create Account");
    expect(signUp.field("Email").attr("type")).toBe("email");
    expect(signUp.field("Full Name").attr("autocomplete")).toBe("name");
    expect(signUp.field("Confirm Password").attr("autocomplete")).toBe("new-password");
    // Every field a person sees; the honeypot (name "website") is for bots and must stay optional.
    expect(required(signUp)).toEqual([
      ["displayName", true],
      ["email", true],
      ["password", true],
      ["confirmPassword", true],
      ["website", false],
    ]);
  });

  test("signs up: the dashboard greets the new account and says so", async () => {
    const email = uniqueEmail("pages-signup");
    const page = await visitor().open("/auth?tab=signup");
    const dashboard = await fillSignUp(page, { name: "Nora Nojs", email, password: PASSWORD }).submit(
      "Create Account",
    );

    expect(dashboard.path).toBe("/dashboard?notice=signed-up");
    expect(message(dashboard, "status", "Account created!")).toBe(
      "Account created! Welcome! Your account has been created successfully.",
    );
    expect(dashboard.text("main h1")).toBe("Welcome back, Nora Nojs!");
    expect(navSignInLinks(dashboard)).toBe(0);
  });

  test("mismatched passwords are refused by the server, keeping the name and email only", async () => {
    const email = uniqueEmail("pages-mismatch");
    const page = await visitor().open("/auth?tab=signup");
    const answer = await fillSignUp(page, {
      name: "Ada Lovelace",
      email,
      password: PASSWORD,
      confirm: `${PASSWORD}-typo`,
    }).submit("Create Account");

    expect(answer.status).toBe(400);
    expect(answer.path).toBe("/auth?tab=signup");
    expect(message(answer, "alert", "Password mismatch")).toBe(
      "Password mismatch Please make sure your passwords match.",
    );
    const form = answer.form("Create Account");
    expect(isShown(answer.$(form.element))).toBe(true);
    expect(valueOf(form, "Full Name")).toBe("Ada Lovelace");
    expect(valueOf(form, "Email")).toBe(email);
    expect(valueOf(form, "Password")).toBe("");
    expect(valueOf(form, "Confirm Password")).toBe("");
    expect(await canSignIn(email, PASSWORD)).toBe(false);
  });

  test("an email already used, and a too short password, are refused with the reasons", async () => {
    const account = existingAccount();
    const page = await visitor().open("/auth?tab=signup");
    const taken = await fillSignUp(page, {
      name: "Someone Else",
      email: account.email,
      password: PASSWORD,
    }).submit("Create Account");
    expect(message(taken, "alert", "Signup failed")).toBe(
      "Signup failed User already exists. Use another email.",
    );
    expect(valueOf(taken.form("Create Account"), "Email")).toBe(account.email);

    const short = await fillSignUp(taken, {
      name: "Ada",
      email: uniqueEmail("pages-short"),
      password: "short",
    }).submit("Create Account");
    expect(short.status).toBe(400);
    const password = errorOf(short.form("Create Account"), "Password");
    expect(password.invalid).toBe(true);
    expect(password.describedBy).toContain("Password must be at least 8 characters.");
  });

  test("a filled honeypot is answered as a success, without an account", async () => {
    const email = uniqueEmail("pages-bot");
    const bot = visitor();
    const page = await bot.open("/auth?tab=signup");
    const answer = await fillSignUp(page, { name: "Bot", email, password: PASSWORD })
      .fill("website", "https://spam.example")
      .submit("Create Account");
    // Sent on to the dashboard as a person would be, which, with no session, sends it back to /auth.
    expect(answer.redirects.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
      "/dashboard?notice=signed-up",
      "/auth?redirectTo=%2Fdashboard%3Fnotice%3Dsigned-up",
    ]);
    expect(bot.hasCookie("better-auth.session_token")).toBe(false);
    expect(await canSignIn(email, PASSWORD)).toBe(false);
  });

  test("a wrong password shows the provider's message and keeps the email", async () => {
    const account = existingAccount();
    const page = await visitor().open("/auth");
    const answer = await signInWithForm(page, { email: account.email, password: "not-the-password" });
    expect(answer.status).toBe(401);
    expect(answer.path).toBe("/auth");
    expect(message(answer, "alert", "Login failed")).toBe("Login failed Invalid email or password");
    const form = answer.form("Sign In");
    expect(valueOf(form, "Email")).toBe(account.email);
    expect(valueOf(form, "Password")).toBe("");
  });
});

describe("Continue with Google without JavaScript", () => {
  const googleLogin = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const atStandIn = (url: string) => url.startsWith(`${site().googleIssuer}/interaction/`);

  test("the whole page goes to the provider and comes back signed in", async () => {
    const login = googleLogin("pages");
    const page = await visitor().open("/auth?redirectTo=%2Fdashboard%3Ftab%3Dpreferences");
    const provider = await page.form("Continue with Google").submit();
    expect(atStandIn(provider.url), provider.url).toBe(true);

    const back = await provider.form("Sign in").fill("Login name", login).submit();
    expect(back.path).toBe("/dashboard?tab=preferences&notice=google-signed-in");
    expect(message(back, "status", "Welcome!")).toBe("Welcome! You've successfully logged in with Google.");
    expect(back.text("main h1")).toBe(`Welcome back, ${standInUser(login).name}!`);
  });

  test("cancelling at the provider comes back to /auth saying so", async () => {
    const page = await visitor().open("/auth");
    const provider = await page.form("Continue with Google").submit();
    expect(atStandIn(provider.url), provider.url).toBe(true);

    const back = await provider.form("Cancel").submit();
    expect(back.path).toMatch(/^\/auth\?googleError=1&redirectTo=%2Fdashboard/);
    expect(message(back, "alert", "Google login failed")).toBe(
      "Google login failed Google sign-in was cancelled.",
    );
    const google = back.form("Continue with Google");
    expect(google.controls().filter("button").is("[disabled]")).toBe(false);
  });
});
