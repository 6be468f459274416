import { describe, expect, test } from "vitest";

import { standInUser } from "../../dev/oidc/users";

import {
  dashboardSendsToAuth,
  followInMain,
  headings,
  isShown,
  mainLink,
  message,
  navSignInLinks,
} from "../support/account-steps";
import { signedInVisitor, visitor as signedOutVisitor } from "../support/pages-site";
import type { HtmlPage } from "../support/visitor";
import { squash } from "../support/visitor";

/*
 * /dashboard without JavaScript: its tabs are links the server answers, and each button is a form
 * posting to its route action, whose answer is the page with the message on it.
 */

const SPORTS = ["Trail Running", "Tennis", "Gym Training", "Street Walking", "Basketball", "Hiking"];

/** The sports whose tiles the server rendered checked, in the page's order (all six seen). */
function checkedSports(page: HtmlPage): string[] {
  const form = page.form("Save Preferences");
  const boxes = form.controls().filter("input[type=checkbox]");
  expect(boxes).toHaveLength(SPORTS.length);
  return SPORTS.filter((sport) => form.field(sport).is("[checked]"));
}

describe("/dashboard without JavaScript", () => {
  test("greets the account by name and shows its email, status and creation date", async () => {
    const { visitor, account } = signedInVisitor();
    const page = await visitor.open("/dashboard");
    const greeting = `Welcome back, ${account.name}!`;
    expect(page.text("main h1")).toBe(greeting);
    const header = squash(page.region(greeting).text());
    expect(header, "the initials").toContain("AL");
    expect(header).toContain(account.email);

    const overview = page.region("Account Overview");
    expect(squash(overview.text())).toContain(account.email);
    expect(squash(overview.text())).toContain("Active");
    expect(overview.find("time").attr("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(mainLink(page, "Join Waitlist").attr("href")).toBe("/#waitlist");
  });

  // Sign-up refuses an empty name, so a nameless account can only come from Google.
  test("without a display name: User, and the email's initial in the greeting and on the avatar", async () => {
    const login = `noname-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const { email } = standInUser(login);
    const start = await signedOutVisitor().open("/auth?redirectTo=%2Fdashboard");
    const provider = await start.form("Continue with Google").submit();
    const page = await provider.form("Sign in").fill("Login name", login).submit();
    expect(page.path).toBe("/dashboard?notice=google-signed-in");
    expect(page.text("main h1")).toBe("Welcome back, User!");
    const initial = email[0]!.toUpperCase();
    expect(squash(page.region("Welcome back, User!").text())).toContain(initial);

    const avatar = page.$("header nav[aria-label=Main] button[popovertarget=account-menu]");
    expect(avatar.attr("aria-label")).toBe(`Account menu for ${email}`);
    expect(squash(avatar.text())).toBe(initial);
  });

  test("My Orders is the default tab; Preferences is a link the server answers", async () => {
    const { visitor } = signedInVisitor();
    const orders = await visitor.open("/dashboard");
    expect(mainLink(orders, "My Orders").attr("aria-current")).toBe("page");
    expect(isShown(headings(orders, "No orders yet"))).toBe(true);
    expect(isShown(orders.$(orders.form("Save Preferences").element))).toBe(false);

    const preferences = await followInMain(orders, "Preferences");
    expect(preferences.path).toBe("/dashboard?tab=preferences");
    expect(mainLink(preferences, "Preferences").attr("aria-current")).toBe("page");
    expect(isShown(preferences.$(preferences.form("Save Preferences").element))).toBe(true);
    expect(isShown(headings(preferences, "No orders yet"))).toBe(false);

    const back = await followInMain(preferences, "My Orders");
    expect(back.path).toBe("/dashboard");
    expect(isShown(headings(back, "No orders yet"))).toBe(true);
  });

  test("preferences are checked, saved, and shown after a reload", async () => {
    const { visitor } = signedInVisitor();
    const page = await visitor.open("/dashboard?tab=preferences");
    expect(checkedSports(page)).toEqual(["Trail Running", "Gym Training", "Hiking"]);

    const saved = await page.form("Save Preferences").check("Tennis").uncheck("Hiking").submit();
    expect(saved.status).toBe(200);
    expect(message(saved, "status", "Preferences saved")).toBe(
      "Preferences saved Your sport preferences have been saved.",
    );

    const reloaded = await visitor.open("/dashboard?tab=preferences");
    expect(checkedSports(reloaded)).toEqual(["Trail Running", "Tennis", "Gym Training"]);
  });

  test("Schedule Fitting and Community answer that they are coming soon", async () => {
    const { visitor } = signedInVisitor();
    const page = await visitor.open("/dashboard");
    const fitting = await page.form("Book a Fitting").submit();
    expect(fitting.status).toBe(200);
    expect(fitting.path).toBe("/dashboard");
    expect(message(fitting, "status", "Coming soon")).toBe("Coming soon Fitting scheduling is coming soon.");

    const community = await fitting.form("Join Community").submit();
    expect(message(community, "status", "The community is coming soon.")).toBe(
      "Coming soon The community is coming soon.",
    );
  });

  test("Sign Out returns to / signed out, saying so", async () => {
    const { visitor } = signedInVisitor();
    const page = await visitor.open("/dashboard");
    const home = await page.form("Sign Out", "main").submit();
    expect(home.path).toBe("/?notice=signed-out");
    expect(message(home, "status", "Signed out")).toBe("Signed out You've been successfully signed out.");
    expect(navSignInLinks(home)).toBeGreaterThan(0);
    expect(visitor.hasCookie("better-auth.session_token")).toBe(false);
    expect(await dashboardSendsToAuth(visitor)).toBe(true);
  });
});
