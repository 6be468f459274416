import { uniqueEmail } from "../support/accounts";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { linkIn, waitForMail } from "../../support/mail";
import { CONFIRM_SUBJECT, STATUS_SUBJECT, confirmByRequest, joinByApi, sitePath } from "../support/waitlist";

/*
 * The waitlist's pages with JavaScript off: the referral code rides in the server's form, and the
 * confirm and unsubscribe buttons are plain form posts.
 */
test("a referral link's code is carried through a join without JavaScript, and counts once the friend confirms", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const referrer = await joinByApi(request, "nojs-referrer");
  const referrerStatus = await confirmByRequest(request, referrer);
  // The referral link, as the status email gives it.
  const statusMail = await waitForMail(referrer, STATUS_SUBJECT);
  const code = /\/\?ref=([a-z0-9]+)/.exec(statusMail.text)?.[1];
  expect(code, statusMail.text).toBeDefined();

  await page.goto(`/?ref=${code!}`);
  const form = page.locator("#waitlist form");
  await expect(form.locator('input[type=hidden][name="ref"]')).toHaveValue(code!);

  // A field error first: the code must survive the page the server answers with.
  const friend = uniqueEmail("nojs-friend");
  await form.getByLabel("Full Name").fill("Mary Jackson");
  await form.getByLabel("Email Address").fill(friend);
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByText("Please select your primary activity.")).toBeVisible();
  await expect(form.locator('input[type=hidden][name="ref"]')).toHaveValue(code!);

  await form.getByLabel("Primary Activity").selectOption("tennis");
  await form.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Waitlist Joined! You're now on the waitlist for the product. We'll be in touch!",
  );
  await expect(form.getByText("Check your inbox to confirm your place.")).toBeVisible();

  // The friend confirms from their email, without JavaScript.
  await page.goto(sitePath(linkIn(await waitForMail(friend, CONFIRM_SUBJECT), "/waitlist/confirm")));
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^You're #[\d,]+ in line$/ })).toBeVisible();
  await expect(page.getByText("Confirmed!")).toBeVisible();
  // The copy button needs JavaScript, so it is not there; the link and the plain share links are.
  await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
  await expect(page.getByLabel("Your referral link")).toHaveValue(/\/\?ref=[a-z0-9]+$/);
  await expect(page.getByRole("link", { name: "Share by email" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(referrerStatus);
  await expect(page.getByText("1 friend has confirmed through your link.")).toBeVisible();
});

test("the unsubscribe page's button works without JavaScript", async ({ page, request }) => {
  const email = await joinByApi(request, "nojs-leaver");
  const mail = await waitForMail(email, CONFIRM_SUBJECT);
  await page.goto(sitePath(linkIn(mail, "/waitlist/unsubscribe")));
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Remove me from the waitlist" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been removed from the waitlist");
  await expectNoAxeViolations(page);

  await page.goto(sitePath(linkIn(mail, "/waitlist/status")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are no longer on the waitlist");
});
