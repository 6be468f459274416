import type { APIRequestContext, Page } from "@playwright/test";

import { confirmByRequest } from "../support/browser-waitlist";
import { linkIn, waitForMail } from "../support/mail-sink-client";
import { enrolledPoolTeamAdmin } from "../support/browser-team";
import { slowScripts } from "../support/slow-scripts";
import { E2E_BASE_URL } from "../../dev/harness/chromium";
import { expect, test } from "../support/playwright-fixtures";

/*
 * The team's pages on a phone: at 390 px with the data a real launch brings (long addresses, a long
 * webhook URL, a draft with a long unbroken line), where only a page's own scrolling parts may be
 * wider than the screen, never the page; and the members' search, typed while the page's scripts
 * still load.
 */

const PHONE = { width: 390, height: 844 };
const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const longAddress = (who: string) =>
  `a.very.long.name.of.${who}+launch-waitlist-${stamp}@some-long-domain-name.example.com`;
const LONG_URL = `https://hooks.a-rather-long-subdomain-of-the-integration.example.com/services/T0000/B1111/${"x".repeat(48)}?token=${stamp}`;
const LONG_LINE = `https://modura.example/launch/${"a".repeat(140)}`;

/** Two confirmed waitlist members with long addresses, of an activity no other test joins with. */
async function longAddressMembers(request: APIRequestContext) {
  for (const who of ["somebody", "somebody-else"]) {
    const email = longAddress(who);
    const joined = await request.post("/api/waitlist", {
      data: { fullName: `Somebody With A Rather Long Name ${who}`, email, primaryActivity: "other" },
    });
    expect(joined.status()).toBe(201);
    await confirmByRequest(request, email);
  }
}

async function expectPhoneWidth(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${what} is ${width} px wide at 390 px`).toBeLessThanOrEqual(PHONE.width);
}

test("the team's pages fit a phone's width with long addresses, a long URL and a long line", async ({
  page,
  browser,
}) => {
  // Another browser, so signing the new account up leaves this one's session as it is.
  const elsewhere = await browser.newContext({ baseURL: E2E_BASE_URL });
  await longAddressMembers(elsewhere.request);
  const colleague = longAddress("colleague");
  const signedUp = await elsewhere.request.post("/api/auth/sign-up/email", {
    data: { name: "A Colleague", email: colleague, password: "correct-horse-battery" },
    headers: { origin: E2E_BASE_URL },
  });
  expect(signedUp.status()).toBe(200);
  // A role goes only to an account that verified its address: its link's page, then its button.
  const verifyPage = linkIn(
    await waitForMail(colleague, /^Verify your email for Modura$/),
    "/account/verify-email",
  );
  const token = new URL(verifyPage).searchParams.get("token")!;
  const verified = await elsewhere.request.post(`/account/verify-email?token=${encodeURIComponent(token)}`, {
    form: {},
    headers: { origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(verified.status()).toBe(303);
  await elsewhere.close();

  await enrolledPoolTeamAdmin(page);
  await page.setViewportSize(PHONE);

  await page.goto("/team/people");
  await page.getByLabel("Email address").fill(colleague);
  await page.getByLabel("Role", { exact: true }).selectOption("analyst");
  await page.getByRole("button", { name: "Grant role" }).click();
  await expect(page.getByRole("region", { name: "Team members table" })).toContainText(colleague);
  await expectPhoneWidth(page, "/team/people");

  await page.goto("/team/admission");
  await page.getByLabel("How many members").fill("2");
  await page.getByLabel("Activity", { exact: true }).selectOption("other");
  await page.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByRole("region", { name: "Latest invited members table" })).toContainText(
    longAddress("somebody"),
  );
  await expectPhoneWidth(page, "/team/admission with invited members");

  await page.goto("/team/broadcasts");
  await page.getByLabel("Subject").fill("A long line");
  await page.getByLabel("Message").fill(`Hello **members**.\n\n${LONG_LINE}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/team\/broadcasts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("main")).toContainText(LONG_LINE);
  await expectPhoneWidth(page, "a broadcast draft");

  await page.goto("/team/webhooks");
  await page.getByLabel("URL", { exact: true }).fill(LONG_URL);
  await page.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByRole("link", { name: LONG_URL }).click();
  await expect(page).toHaveURL(/\/team\/webhooks\/[0-9a-f-]{36}$/);
  await expectPhoneWidth(page, "a webhook endpoint's page");
});

test("a search typed into /team/members while it loads is the search sent", async ({ page, context }) => {
  await enrolledPoolTeamAdmin(page);
  const name = `Early Searcher ${stamp}`;
  const joined = await page.request.post("/api/waitlist", {
    data: { fullName: name, email: longAddress("early-searcher"), primaryActivity: "walking" },
  });
  expect(joined.status()).toBe(201);
  const search = page.getByLabel("Search name or email");
  const table = page.getByRole("main").getByRole("table");

  // Typed before the page's scripts run, sent once they have.
  const phone = await slowScripts(context, page);
  await page.goto("/team/members?q=nobody-at-all", { waitUntil: "commit" });
  await search.fill("");
  await search.pressSequentially(name);
  phone.release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await phone.stop();
  await search.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === name);
  await expect(table).toContainText(name);

  // Typed while the page a link asked for loads: the text stays when it comes, and is what Enter sends.
  let arrive: () => void = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/team\/members\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "Clear filters" }).click();
  await search.fill("");
  await search.pressSequentially("Early");
  arrive();
  await expect(page).toHaveURL((url) => url.pathname === "/team/members" && url.search === "");
  await expect(search).toHaveValue("Early");
  await search.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === "Early");
  await expect(table).toContainText(name);
});
