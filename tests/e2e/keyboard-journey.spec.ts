import type { Page } from "@playwright/test";

import { PASSWORD, mainNav, toasts, uniqueEmail } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";

/*
 * A whole visit by keyboard alone: only Tab, Shift+Tab, Enter, Space, arrow keys and typed text
 * move through it (page.keyboard only: no click, no fill). page.goto opens the site once, as a
 * visitor typing the address would; the rest is keys.
 */

/** What has focus: its accessible-ish name (label, aria-label or text) and tag. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: "body", name: "" };
    // A form control's labels, whether they name it with `for` or wrap it.
    const labelled = "labels" in el ? (el as HTMLInputElement).labels?.[0]?.textContent : null;
    const name = el.getAttribute("aria-label") ?? labelled ?? el.textContent ?? "";
    return { tag: el.tagName.toLowerCase(), name: name.replace(/\s+/g, " ").trim() };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, as a keyboard user would,
 * and fails if it never does within `limit` presses.
 */
async function tabTo(page: Page, name: string | RegExp, { backwards = false, limit = 80 } = {}) {
  const matches = (text: string) => (typeof name === "string" ? text === name : name.test(text));
  const trail: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const now = await focused(page);
    trail.push(`${now.tag} "${now.name}"`);
    if (matches(now.name)) return;
  }
  throw new Error(`Tab never reached ${String(name)}; it went through:\n${trail.join("\n")}`);
}

test("landing → waitlist → sign-up → preferences → sign-out, by keyboard alone", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("keyboard");

  // Landing: the skip link first, then from the main content to the hero's waitlist link.
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
  await tabTo(page, "Shop Innovation");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#waitlist$/);

  // The waitlist form: the jump moved the focus start, so the next Tab is the form's first field.
  const form = page.locator("#waitlist form");
  await tabTo(page, "Full Name", { limit: 3 });
  await page.keyboard.type("Grace Hopper");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Primary Activity")).toBeFocused();
  // A closed select picks by typeahead, as it does for a person typing its first letters.
  await page.keyboard.type("Tennis");
  await expect(form.getByLabel("Primary Activity")).toHaveValue("tennis");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Join the Waitlist" })).toBeFocused();
  // Pressed whenever the visitor gets here: before the scripts run the server answers on the page,
  // and React then shows that answer as the toast.
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Waitlist Joined!");
  await expect(form.getByLabel("Full Name")).toHaveValue("");

  // Back up to the navigation bar's Sign In, then the Sign Up tab by arrow key.
  await tabTo(page, "Sign In", { backwards: true, limit: 120 });
  await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/auth");
  // The arrow keys below move between tabs, a role the scripts add: wait for it, as the key needs it.
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await tabTo(page, "Sign In");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");

  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await tabTo(page, "Full Name", { limit: 4 });
  await page.keyboard.type("Grace Hopper");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(signUp.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await tabTo(page, "Confirm Password", { limit: 3 });
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Tab");
  await expect(signUp.getByRole("button", { name: "Create Account" })).toBeFocused();
  await page.keyboard.press("Enter");

  // The dashboard: Preferences by arrow key, one sport toggled with Space, saved with Enter.
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("tab", { name: "My Orders" })).toBeVisible();
  await tabTo(page, "My Orders");
  await page.keyboard.press("ArrowRight");
  const preferences = page.getByRole("tabpanel", { name: "Preferences" });
  await expect(preferences).toBeVisible();
  await tabTo(page, "Tennis", { limit: 10 });
  const tennis = preferences.getByRole("checkbox", { name: "Tennis" });
  await expect(tennis).not.toBeChecked();
  await page.keyboard.press("Space");
  await expect(tennis).toBeChecked();
  await tabTo(page, "Save Preferences", { limit: 10 });
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Preferences saved");
  const saved = await page.request.get("/api/me/preferences");
  expect((await saved.json()) as { sports: string[] }).toEqual({
    sports: ["trail-running", "tennis", "gym-training", "hiking"],
  });

  // Sign out from the dashboard's own button, back up the page.
  await tabTo(page, "Sign Out", { backwards: true, limit: 40 });
  await page.keyboard.press("Enter");
  await expect(toasts(page)).toContainText("Signed out");
  await expect(page).toHaveURL("/");
  await expect(mainNav(page).getByRole("link", { name: "Sign In" })).toBeVisible();
});
