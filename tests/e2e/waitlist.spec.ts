import type { Locator, Page, Route } from "@playwright/test";

import { destructiveToast, toasts, uniqueEmail } from "../support/browser-accounts";
import { expect, test } from "../support/playwright-fixtures";

const form = (page: Page) => page.locator("#waitlist form");

async function fill(page: Page, values: { name: string; email: string; activity: string }) {
  await form(page).getByLabel("Full Name").fill(values.name);
  await form(page).getByLabel("Email Address").fill(values.email);
  await form(page).getByLabel("Primary Activity").selectOption(values.activity);
}

/**
 * The form's post through its fetcher (the page's action as data, not a document): what the
 * JavaScript path sends. A native post, before hydration, is a document request instead.
 */
const isFetcherPost = (route: Route) =>
  route.request().method() === "POST" && new URL(route.request().url()).pathname.endsWith(".data");

async function onFetcherPost(page: Page, handle: (route: Route) => Promise<void>) {
  await page.route(
    () => true,
    async (route) => (isFetcherPost(route) ? handle(route) : route.fallback()),
  );
}

const join = (page: Page) => form(page).getByRole("button", { name: "Join the Waitlist" });

test.describe("waitlist form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/#waitlist");
  });

  test("typed right after the page shows, and sent: joined, whenever React took over", async ({ page }) => {
    // No waiting at all: before hydration the browser posts it, after it the fetcher does; either
    // way the visitor is told, and nothing typed is lost on the way.
    await fill(page, { name: "Hedy Lamarr", email: uniqueEmail("hedy"), activity: "tennis" });
    await join(page).click();
    await expect(messageOrToast(page)).toContainText("Waitlist Joined!");
  });
});

/*
 * The in-place answers: client-side checks that send nothing, the busy label, toasts. They exist
 * only once React runs (before that the browser posts the form and the server answers with the
 * page: tests/e2e/nojs/landing.nojs.spec.ts), so these tests start from a hydrated page.
 */
test.describe("waitlist form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/#waitlist");
    await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
  });

  test("validates on submit, then on each change", async ({ page }) => {
    const name = form(page).getByLabel("Full Name");
    await name.fill("A");
    await expect(form(page).getByText("Name must be at least 2 characters.")).toHaveCount(0);
    await join(page).click();
    // Client-side: nothing sent, the first invalid field focused.
    await expect(name).toBeFocused();
    await expect(form(page).getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(form(page).getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form(page).getByText("Please select your primary activity.")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");

    await name.fill("Ada");
    await expect(form(page).getByText("Name must be at least 2 characters.")).toHaveCount(0);
    await form(page).getByLabel("Email Address").fill("ada@");
    await expect(form(page).getByText("Please enter a valid email address.")).toBeVisible();
    await form(page).getByLabel("Email Address").fill("ada@example.com");
    await expect(form(page).getByText("Please enter a valid email address.")).toHaveCount(0);
  });

  test("joins: busy label, success toast, form reset", async ({ page }) => {
    // Hold the real request briefly so the busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await onFetcherPost(page, async (route) => {
      await held;
      await route.continue();
    });
    await fill(page, { name: "Grace Hopper", email: uniqueEmail("grace"), activity: "tennis" });
    await join(page).click();
    await expect(form(page).getByRole("button", { name: "Joining..." })).toBeDisabled();
    release();

    const toast = toasts(page);
    await expect(toast).toContainText("Waitlist Joined!");
    await expect(toast).toContainText("You're now on the waitlist for the product. We'll be in touch!");
    await expect(join(page)).toBeEnabled();
    await expect(form(page).getByLabel("Full Name")).toHaveValue("");
    await expect(form(page).getByLabel("Email Address")).toHaveValue("");
    await expect(form(page).getByLabel("Primary Activity")).toHaveValue("");
  });

  test("a failed request shows the error toast and keeps the values", async ({ page }) => {
    await onFetcherPost(page, (route) => route.fulfill({ status: 500, body: "boom" }));
    const toast = destructiveToast(page);
    await fill(page, { name: "Alan Turing", email: "alan@example.com", activity: "walking" });
    await join(page).click();
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("There was a problem submitting your information. Please try again.");
    await expect(form(page).getByLabel("Full Name")).toHaveValue("Alan Turing");
    await expect(form(page).getByLabel("Email Address")).toHaveValue("alan@example.com");
    await expect(form(page).getByLabel("Primary Activity")).toHaveValue("walking");
  });

  test("shows one toast at a time, and F8 focuses the toast region", async ({ page }) => {
    await fill(page, { name: "Katherine Johnson", email: uniqueEmail("kj1"), activity: "other" });
    await join(page).click();
    await expect(toasts(page)).toContainText("Waitlist Joined!");
    await expect(form(page).getByLabel("Full Name")).toHaveValue("");
    await onFetcherPost(page, (route) => route.fulfill({ status: 503, body: "" }));
    await fill(page, { name: "Katherine Johnson", email: uniqueEmail("kj2"), activity: "other" });
    await join(page).click();

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
    await expect(page.locator("html"), "React has hydrated").toHaveAttribute("data-hydrated", "");
    const toast = toasts(page);
    await fill(page, { name: "Mae Jemison", email: uniqueEmail("mae"), activity: "gym" });
    await join(page).click();
    await expect(toast).toContainText("Waitlist Joined!");
    await page.clock.runFor(4_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toHaveCount(0);
  });
});

/** The success as a toast (JavaScript) or on the page (a native post answered before hydration). */
const messageOrToast = (page: Page): Locator => toasts(page).or(form(page).getByRole("status")).first();
