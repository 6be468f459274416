import { accountMenuButton } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";

const HOSTILE_NAME = "<img src=x onerror=alert(1)>";

test.describe("text people typed is shown as text", () => {
  // The server's HTML, the name as escaped text: tests/pages/escaping.test.ts.
  test("a name with HTML is rendered as text after hydration", async ({ page, accounts }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await accounts.create(page, "escape", HOSTILE_NAME);

    // The hydrated page: the name as text, no such element, no script run.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${HOSTILE_NAME}!`);
    await expect(accountMenuButton(page)).toHaveAccessibleName(`Account menu for ${HOSTILE_NAME}`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

// A filled honeypot's answer is a page fact: tests/pages/escaping.test.ts. Out of sight is layout.
test.describe("the waitlist honeypot without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is out of sight and out of the tab order", async ({ page }) => {
    await page.goto("/");
    const honeypot = page.locator('#waitlist input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).not.toBeInViewport();
    await expect(page.getByRole("textbox", { name: /leave this field empty/i })).toHaveCount(0);
  });
});
