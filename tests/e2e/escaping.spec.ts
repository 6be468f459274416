import { accountMenuButton } from "./support/accounts";
import { E2E_BASE_URL } from "./support/browser";
import { expect, test } from "./support/fixtures";

const HOSTILE_NAME = "<img src=x onerror=alert(1)>";

test.describe("text people typed is shown as text", () => {
  test("a name with HTML is stored verbatim and rendered escaped, on the server and after hydration", async ({
    page,
    accounts,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await accounts.create(page, "escape", HOSTILE_NAME);

    // The server's HTML: the name only ever as escaped text.
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain(HOSTILE_NAME);

    // The hydrated page: the name as text, no such element, no script run.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${HOSTILE_NAME}!`);
    await expect(accountMenuButton(page)).toHaveAccessibleName(`Account menu for ${HOSTILE_NAME}`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe("the waitlist honeypot without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is out of sight and out of the tab order", async ({ page }) => {
    await page.goto("/");
    const honeypot = page.locator('#waitlist input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).not.toBeInViewport();
    await expect(page.getByRole("textbox", { name: /leave this field empty/i })).toHaveCount(0);
  });

  test("a filled one gets the success answer before any check or storage", async ({ page }) => {
    // An invalid email, which a person would be told about: the bot is told all went well.
    const response = await page.request.post("/?index", {
      form: {
        fullName: "Spam Bot",
        email: "not-an-email",
        primaryActivity: "gym",
        website: "http://spam.example",
      },
      headers: { Origin: E2E_BASE_URL },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Waitlist Joined!");
  });
});
