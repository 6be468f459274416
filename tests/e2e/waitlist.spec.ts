import { toasts, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.describe("waitlist form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/#waitlist");
  });

  test("validates on submit, then on each change", async ({ page }) => {
    const form = page.locator("#waitlist form");
    const name = form.getByLabel("Full Name");
    await name.fill("A");
    await expect(form.getByText("Name must be at least 2 characters.")).toHaveCount(0);

    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(form.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Please select your primary activity.")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();

    await name.fill("Ada");
    await expect(form.getByText("Name must be at least 2 characters.")).toHaveCount(0);
    await form.getByLabel("Email Address").fill("ada@");
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await form.getByLabel("Email Address").fill("ada@example.com");
    await expect(form.getByText("Please enter a valid email address.")).toHaveCount(0);
  });

  test("offers the six activities", async ({ page }) => {
    const options = page.locator("#waitlist select option");
    await expect(options).toHaveText([
      "Select your primary activity",
      "Trail Running",
      "Tennis",
      "Gym / Training",
      "Walking",
      "Casual / Street",
      "Other",
    ]);
    const values = await options.evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(values).toEqual(["", "trail", "tennis", "gym", "walking", "casual", "other"]);
  });

  test("joins: busy label, success toast, form reset", async ({ page }) => {
    // Hold the real request briefly so the busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/waitlist", async (route) => {
      await held;
      await route.continue();
    });
    const form = page.locator("#waitlist form");
    await form.getByLabel("Full Name").fill("Grace Hopper");
    await form.getByLabel("Email Address").fill(uniqueEmail("grace"));
    await form.getByLabel("Primary Activity").selectOption("tennis");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();

    const busy = form.getByRole("button", { name: "Joining..." });
    await expect(busy).toBeDisabled();
    release();

    const toast = toasts(page);
    await expect(toast).toContainText("Waitlist Joined!");
    await expect(toast).toContainText("You're now on the waitlist for the product. We'll be in touch!");
    await expect(form.getByRole("button", { name: "Join the Waitlist" })).toBeEnabled();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await expect(form.getByLabel("Email Address")).toHaveValue("");
    await expect(form.getByLabel("Primary Activity")).toHaveValue("");
  });

  test("a failed request shows the error toast and keeps the values", async ({ page }) => {
    await page.route("**/api/waitlist", (route) => route.fulfill({ status: 500, body: "boom" }));
    const form = page.locator("#waitlist form");
    await form.getByLabel("Full Name").fill("Alan Turing");
    await form.getByLabel("Email Address").fill("alan@example.com");
    await form.getByLabel("Primary Activity").selectOption("walking");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();

    const toast = page.getByRole("region", { name: /Notifications/ }).locator("[data-variant=destructive]");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("There was a problem submitting your information. Please try again.");
    await expect(form.getByLabel("Full Name")).toHaveValue("Alan Turing");
    await expect(form.getByLabel("Email Address")).toHaveValue("alan@example.com");
    await expect(form.getByLabel("Primary Activity")).toHaveValue("walking");
  });

  test("shows one toast at a time, and F8 focuses the toast region", async ({ page }) => {
    const form = page.locator("#waitlist form");
    const join = async (email: string) => {
      await form.getByLabel("Full Name").fill("Katherine Johnson");
      await form.getByLabel("Email Address").fill(email);
      await form.getByLabel("Primary Activity").selectOption("other");
      await form.getByRole("button", { name: "Join the Waitlist" }).click();
      await expect(form.getByLabel("Full Name")).toHaveValue("");
    };
    await join(uniqueEmail("kj1"));
    await page.route("**/api/waitlist", (route) => route.fulfill({ status: 503, body: "" }));
    await form.getByLabel("Full Name").fill("Katherine Johnson");
    await form.getByLabel("Email Address").fill(uniqueEmail("kj2"));
    await form.getByLabel("Primary Activity").selectOption("other");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();

    const region = page.getByRole("region", { name: /Notifications/ });
    await expect(region.locator("[data-variant=destructive]")).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);

    await page.keyboard.press("F8");
    await expect(region.locator("ol")).toBeFocused();
  });

  test("a toast closes by itself after 5 seconds", async ({ page }) => {
    // The fake clock goes in before the page loads, so it never swaps timers under a running hydration.
    await page.clock.install();
    await page.goto("/#waitlist");
    const form = page.locator("#waitlist form");
    await form.getByLabel("Full Name").fill("Mae Jemison");
    await form.getByLabel("Email Address").fill(uniqueEmail("mae"));
    await form.getByLabel("Primary Activity").selectOption("gym");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    const toast = toasts(page);
    await expect(toast).toContainText("Waitlist Joined!");
    await page.clock.runFor(4_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toHaveCount(0);
  });
});

test.describe("waitlist form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the server, which answers with field errors, then with success", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#waitlist form");
    await form.getByLabel("Full Name").fill("B");
    await form.getByLabel("Email Address").fill("nope");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();

    await expect(page).toHaveURL(/#waitlist$/);
    await expect(form.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByText("Please select your primary activity.")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("B");
    await expect(form.getByLabel("Email Address")).toHaveValue("nope");

    await form.getByLabel("Full Name").fill("Barbara Liskov");
    await form.getByLabel("Email Address").fill(uniqueEmail("barbara"));
    await form.getByLabel("Primary Activity").selectOption("casual");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(form.getByRole("status")).toContainText(
      "Waitlist Joined! You're now on the waitlist for the product. We'll be in touch!",
    );
  });
});
