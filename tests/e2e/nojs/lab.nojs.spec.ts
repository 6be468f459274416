import type { Page } from "@playwright/test";

import { CHAT_ERRORS } from "../../../app/features/chat/chat-form";
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX_LENGTH } from "../../../app/features/chat/history";
import { PRODUCT_NAME } from "../../../app/lib/product";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

// JavaScript is off (the no-javascript project): every control of /lab and /technology does its
// job through links, native radios and forms the server answers.

const LAB_TABS: [label: string, query: string, heading: string][] = [
  ["Smart Fit", "?tab=smart-fit", "Smart Fit Foot Scan"],
  ["Motion AI", "?tab=motion", "Motion AI"],
  ["Eco Impact", "?tab=eco", "Eco Impact"],
  ["Assistant", "?tab=assistant", `${PRODUCT_NAME} Assistant`],
  ["Customizer", "", "Sole Customizer"],
];

const tabLink = (page: Page, name: string) => page.getByRole("main").getByRole("link", { name, exact: true });
const panelHeading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 }).first();

test.describe("lab without JavaScript", () => {
  test("every tab is a link the server answers, with no axe violations", async ({ page }) => {
    await page.goto("/lab");
    await expect(panelHeading(page)).toHaveText("Sole Customizer");
    await expect(tabLink(page, "Customizer")).toHaveAttribute("aria-current", "page");
    for (const [label, query, heading] of LAB_TABS) {
      await tabLink(page, label).click();
      await expect(page).toHaveURL(`/lab${query}`);
      await expect(panelHeading(page)).toHaveText(heading);
      await expect(tabLink(page, label)).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(page);
    }
  });

  test("each sport shows its adaptations as soon as it is checked", async ({ page }) => {
    await page.goto("/lab");
    const sports: [string, string, number[]][] = [
      ["Trail", "Rocky, uneven trails", [75, 95, 80, 90]],
      ["Tennis", "Hard and clay courts", [85, 85, 70, 95]],
      ["Gym", "Flat gym floors", [95, 70, 85, 80]],
      ["Street", "City pavements", [80, 60, 90, 75]],
      ["Trail", "Rocky, uneven trails", [75, 95, 80, 90]],
    ];
    for (const [sport, terrain, values] of sports) {
      await page.locator("label", { hasText: sport }).click();
      await expect(page.getByRole("radio", { name: sport })).toBeChecked();
      await expect(page.getByRole("heading", { level: 3 })).toHaveText(`${sport} sole`);
      await expect(page.getByText(`Terrain: ${terrain}`)).toBeVisible();
      const bars = page.getByRole("progressbar");
      await expect(bars).toHaveCount(4);
      for (const [index, value] of values.entries()) {
        await expect(bars.nth(index)).toHaveAttribute("aria-valuenow", String(value));
      }
    }
    // The keyboard moves the choice too.
    await page.getByRole("radio", { name: "Trail" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText("Tennis sole");
    await expectNoAxeViolations(page);
  });

  test("Start Foot Scan asks the server for the finished scan and its results", async ({ page }) => {
    await page.goto("/lab");
    await tabLink(page, "Smart Fit").click();
    const progress = page.getByRole("progressbar", { name: "Scan progress" });
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByRole("region", { name: "Your Fit Results" })).toHaveCount(0);

    await page.getByRole("button", { name: "Start Foot Scan" }).click();
    await expect(page).toHaveURL("/lab?tab=smart-fit&scan=complete");
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByRole("list", { name: "Scan stages" }).getByRole("listitem")).toHaveText([
      /Pressure mapping\s*Complete/,
      /Arch analysis\s*Complete/,
      /Gait capture\s*Complete/,
      /Fit modelling\s*Complete/,
    ]);
    await expect(page.getByRole("status")).toHaveText("Scan complete.");
    const results = page.getByRole("region", { name: "Your Fit Results" });
    await expect(results).toContainText("Recommended sizeUS 9.5");
    await expect(results).toContainText("Arch supportMedium+");
    await expect(results).toContainText("Preferred activitiesTrail and Gym");
    await expect(results).toContainText("Fit confidence98%");
    await expect(page.getByRole("region", { name: "AI Recommendations" }).getByRole("listitem")).toHaveCount(
      4,
    );
    await expectNoAxeViolations(page);

    // The finished scan stays while another tab is visited and the motion toggle is used.
    await tabLink(page, "Motion AI").click();
    await page.getByRole("button", { name: "Activate" }).click();
    await expect(page).toHaveURL("/lab?tab=motion&scan=complete&motion=active");
    await tabLink(page, "Smart Fit").click();
    await expect(page.getByRole("region", { name: "Your Fit Results" })).toContainText("US 9.5");
  });

  test("Motion AI turns on and off", async ({ page }) => {
    await page.goto("/lab?tab=motion");
    await expect(page.getByText("Motion AI is off.")).toBeVisible();
    await page.getByRole("button", { name: "Activate" }).click();
    await expect(page).toHaveURL("/lab?tab=motion&motion=active");
    const active = page.getByRole("button", { name: "Active" });
    await expect(active).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("list", { name: "Live readings" }).getByRole("listitem")).toHaveText([
      /Terrain\s*Rough Trail/,
      /Cadence\s*165 SPM/,
      /Impact\s*2\.1x BW/,
    ]);
    await expectNoAxeViolations(page);

    await active.click();
    await expect(page).toHaveURL("/lab?tab=motion");
    await expect(page.getByRole("button", { name: "Activate" })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("Rough Trail")).toHaveCount(0);
  });
});

test.describe("lab assistant without JavaScript", () => {
  const bubbles = (page: Page) => page.getByRole("log", { name: "Conversation" }).locator(":scope > div");
  const field = (page: Page) => page.getByLabel("Your question");

  test("answers typed questions by the four rules, keeping the conversation", async ({ page }) => {
    await page.goto("/lab?tab=assistant");
    await expect(bubbles(page)).toHaveCount(1);
    const cases: [string, string][] = [
      ["Is it good for the ENVIRONMENT?", "78% less waste"],
      ["Which sport is it best for?", "AdaptIQ learns how you move"],
      ["How does the sole work?", "Smart materials do the work"],
      ["What colours are there?", "I can tell you about sustainability or performance"],
      ["Is it eco friendly for my sport?", "replace only the worn components"],
    ];
    for (const [index, [question, answer]] of cases.entries()) {
      await field(page).fill(question);
      if (index % 2 === 0) await field(page).press("Enter");
      else await page.getByRole("button", { name: "Send" }).click();
      await expect(page).toHaveURL("/lab?tab=assistant");
      await expect(bubbles(page)).toHaveCount(3 + index * 2);
      await expect(bubbles(page).nth(-2)).toHaveText(`You: ${question}`);
      await expect(bubbles(page).last()).toContainText(answer);
      await expect(field(page)).toHaveValue("");
    }
    await expect(bubbles(page).nth(1)).toHaveText("You: Is it good for the ENVIRONMENT?");
    await expectNoAxeViolations(page);
  });

  test("chips send their question; blank input is ignored", async ({ page }) => {
    await page.goto("/lab?tab=assistant");
    await page.getByRole("button", { name: "How sustainable is it?" }).click();
    await expect(bubbles(page)).toHaveCount(3);
    await expect(bubbles(page).nth(1)).toHaveText("You: How sustainable is it?");
    await expect(bubbles(page).last()).toContainText("78% less waste");

    const chips: [string, string][] = [
      ["How does AdaptIQ improve performance?", "AdaptIQ learns how you move"],
      ["What technology is inside?", "Smart materials"],
      ["When can I buy it?", "sustainability or performance"],
    ];
    for (const [index, [question, answer]] of chips.entries()) {
      await page.getByRole("button", { name: question }).click();
      await expect(bubbles(page)).toHaveCount(5 + index * 2);
      await expect(bubbles(page).nth(-2)).toHaveText(`You: ${question}`);
      await expect(bubbles(page).last()).toContainText(answer);
    }

    await field(page).fill("   ");
    await field(page).press("Enter");
    await expect(bubbles(page)).toHaveCount(9);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(bubbles(page)).toHaveCount(9);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("the chat keeps the finished scan and the motion toggle in its address", async ({ page }) => {
    await page.goto("/lab?tab=motion&motion=active&scan=complete");
    await tabLink(page, "Assistant").click();
    await field(page).fill("Is it eco?");
    await field(page).press("Enter");
    await expect(page).toHaveURL("/lab?tab=assistant&motion=active&scan=complete");
    await expect(bubbles(page)).toHaveCount(3);
    await tabLink(page, "Smart Fit").click();
    await expect(page.getByRole("region", { name: "Your Fit Results" })).toBeVisible();
  });

  test("a made-up form is refused with a clear message, never a server error", async ({ page }) => {
    await page.goto("/lab?tab=assistant");
    const tooLong = "x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1);
    const tooMany = Array.from({ length: CHAT_HISTORY_MAX + 1 }, () => "history=hi").join("&");
    const forms: [body: string, message: string][] = [
      [`history=${tooLong}&message=hello`, CHAT_ERRORS.tooLong],
      [`${tooMany}&message=hello`, CHAT_ERRORS.tooMany],
      [`question=${encodeURIComponent("<script>alert(1)</script>")}`, CHAT_ERRORS.unknownQuestion],
    ];
    for (const [body, message] of forms) {
      // The visitor's own form, its body swapped for a hostile one on the way out.
      await page.route(
        (url) => url.pathname === "/lab",
        (route) => route.continue(route.request().method() === "POST" ? { postData: body } : {}),
      );
      const answered = page.waitForResponse((r) => r.request().method() === "POST");
      await field(page).fill("hello");
      await field(page).press("Enter");
      expect((await answered).status()).toBe(400);
      await expect(page.getByRole("alert")).toContainText(`${CHAT_ERRORS.title} ${message}`);
      await expect(bubbles(page)).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page.unrouteAll();
    }

    // The field cannot take more than the limit in the first place.
    await field(page).fill(tooLong);
    await expect(field(page)).toHaveAttribute("maxlength", String(CHAT_MESSAGE_MAX_LENGTH));
  });

  test("an unreadable body is a 400, not a 5xx", async ({ request }) => {
    const response = await request.post("/lab?tab=assistant", {
      headers: { "content-type": "multipart/form-data; boundary=nothing" },
      data: "not a multipart body",
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(CHAT_ERRORS.unreadable);
  });
});

const EXPLORER: [label: string, query: string, phrase: string][] = [
  ["Modular System", "?tab=modular-system", "12+"],
  ["Smart Sensors", "?tab=smart-sensors", "64 pressure sensors"],
  ["Auto-Calibration", "?tab=auto-calibration", "30 to 100%"],
  ["Neural AI", "", "Under 100 ms"],
];

test.describe("technology without JavaScript", () => {
  test("every explorer tab is a link the server answers", async ({ page }) => {
    await page.goto("/technology");
    const explorer = page.getByRole("region", { name: "Technology Explorer" });
    await expect(explorer.getByRole("link", { name: "Neural AI" })).toHaveAttribute("aria-current", "page");
    for (const [label, query, phrase] of EXPLORER) {
      await explorer.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(`/technology${query}`);
      await expect(explorer.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
      await expect(explorer.getByText(phrase).first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("Download App answers on the page that the app is coming soon", async ({ page }) => {
    await page.goto("/technology");
    await page.getByRole("button", { name: "Download App" }).click();
    await expect(page).toHaveURL("/technology#companion-app");
    const status = page
      .getByRole("region", { name: `The ${PRODUCT_NAME} Companion App` })
      .getByRole("status");
    await expect(status).toHaveText(`Coming soon The ${PRODUCT_NAME} companion app is coming soon.`);
    await expect(status).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test("leads to the Lab and to sign-up", async ({ page }) => {
    await page.goto("/technology");
    await page.getByRole("main").getByRole("link", { name: "Explore the Lab" }).click();
    await expect(page).toHaveURL("/lab");
    await page.goto("/technology");
    await page.getByRole("main").getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL("/auth");
  });
});
