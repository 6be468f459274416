import { describe, expect, test } from "vitest";

import { CHAT_ERRORS } from "../../app/features/lab/chat-form";
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX_LENGTH } from "../../app/features/lab/chat-history";
import { PRODUCT_NAME } from "../../app/lib/product";
import { LAB_ASSISTANT_CASES } from "../support/product-tables";

import { visitor } from "../support/pages-site";
import type { HtmlPage } from "../support/visitor";
import { squash } from "../support/visitor";

/*
 * /lab and /technology as the server sends them: every tab is a link, and every demo's control a
 * form the server answers with the demo's next state, so each works without JavaScript. Which
 * sport's figures a checked radio shows is CSS: tests/e2e/nojs/lab.nojs.spec.ts.
 */

const LAB_TABS: [label: string, query: string, heading: string][] = [
  ["Smart Fit", "?tab=smart-fit", "Smart Fit Foot Scan"],
  ["Motion AI", "?tab=motion", "Motion AI"],
  ["Eco Impact", "?tab=eco", "Eco Impact"],
  ["Assistant", "?tab=assistant", `${PRODUCT_NAME} Assistant`],
  ["Customizer", "", "Sole Customizer"],
];

const LAB_TAB_LINKS = 'main [role=group][aria-label="Lab demos"]';

/** The heading of the lab panel shown (the others are in the page, hidden). */
const panelHeading = (page: HtmlPage) => squash(page.shown("main [id^=lab-panel-] h2").first().text());

/** The tab links that say they are the current page. */
const currentTabs = (page: HtmlPage, group: string) =>
  page
    .$(`${group} a[aria-current=page]`)
    .toArray()
    .map((link) => squash(page.$(link).text()));

/** A description list's terms and definitions, as pairs. */
const definitions = (page: HtmlPage, list: ReturnType<HtmlPage["$"]>) =>
  list
    .find("dt")
    .toArray()
    .map((term) => [squash(page.$(term).text()), squash(page.$(term).next("dd").text())]);

const texts = (page: HtmlPage, selector: string) =>
  page
    .$(selector)
    .toArray()
    .map((element) => squash(page.$(element).text()));

describe("the lab without JavaScript", () => {
  test("every tab is a link the server answers", async () => {
    let page = await visitor().open("/lab");
    expect(panelHeading(page)).toBe("Sole Customizer");
    expect(currentTabs(page, LAB_TAB_LINKS)).toEqual(["Customizer"]);
    for (const [label, query, heading] of LAB_TABS) {
      page = await page.follow(label, LAB_TAB_LINKS);
      expect(page.status, label).toBe(200);
      expect(page.path).toBe(`/lab${query}`);
      expect(panelHeading(page)).toBe(heading);
      expect(currentTabs(page, LAB_TAB_LINKS)).toEqual([label]);
      expect(page.shown("main [id^=lab-panel-]"), `${label}: one panel shown`).toHaveLength(1);
    }
  });

  test("every sport's adaptations are in the page, Trail checked", async () => {
    const page = await visitor().open("/lab");
    const customizer = page.$("#lab-panel-customizer");
    const radios = customizer.find("input[type=radio][name=sport]");
    expect(radios.toArray().map((radio) => squash(page.$(radio).closest("label").text()))).toEqual([
      "Trail",
      "Tennis",
      "Gym",
      "Street",
    ]);
    expect(customizer.find("input[type=radio][name=sport][checked]").attr("value")).toBe("trail");

    const sports: [sport: string, terrain: string, values: number[]][] = [
      ["Trail", "Rocky, uneven trails", [75, 95, 80, 90]],
      ["Tennis", "Hard and clay courts", [85, 85, 70, 95]],
      ["Gym", "Flat gym floors", [95, 70, 85, 80]],
      ["Street", "City pavements", [80, 60, 90, 75]],
    ];
    const blocks = customizer.find("ul[aria-label=Adaptations]").parent();
    expect(blocks).toHaveLength(sports.length);
    for (const [index, [sport, terrain, values]] of sports.entries()) {
      const block = blocks.eq(index);
      expect(squash(block.find("h3").text())).toBe(`${sport} sole`);
      expect(squash(block.text())).toContain(`Terrain: ${terrain}`);
      const bars = block.find("[role=progressbar]");
      expect(bars.toArray().map((bar) => page.$(bar).attr("aria-label"))).toEqual([
        "Flexibility",
        "Grip",
        "Cushioning",
        "Stability",
      ]);
      expect(bars.toArray().map((bar) => Number(page.$(bar).attr("aria-valuenow")))).toEqual(values);
    }
  });

  test("Start Foot Scan asks the server for the finished scan and its results", async () => {
    const start = await visitor().open("/lab");
    const smartFit = await start.follow("Smart Fit", LAB_TAB_LINKS);
    expect(smartFit.$('[role=progressbar][aria-label="Scan progress"]').attr("aria-valuenow")).toBe("0");
    expect(smartFit.mainText).not.toContain("Your Fit Results");

    const scanned = await smartFit.form("Start Foot Scan").submit();
    expect(scanned.status).toBe(200);
    expect(scanned.path).toBe("/lab?tab=smart-fit&scan=complete");
    expect(scanned.$('[role=progressbar][aria-label="Scan progress"]').attr("aria-valuenow")).toBe("100");
    const stages = texts(scanned, 'ol[aria-label="Scan stages"] > li');
    expect(stages).toHaveLength(4);
    for (const [index, stage] of [
      "Pressure mapping",
      "Arch analysis",
      "Gait capture",
      "Fit modelling",
    ].entries())
      expect(stages[index]).toMatch(new RegExp(`^${stage}\\s*Complete$`));
    expect(scanned.text("#lab-panel-smart-fit [role=status]")).toBe("Scan complete.");
    expect(definitions(scanned, scanned.region("Your Fit Results").find("dl"))).toEqual([
      ["Recommended size", "US 9.5"],
      ["Arch support", "Medium+"],
      ["Preferred activities", "Trail and Gym"],
      ["Fit confidence", "98%"],
    ]);
    expect(scanned.region("AI Recommendations").find("li")).toHaveLength(4);

    // The finished scan stays while another tab is visited and the motion toggle is used.
    const motion = await scanned.follow("Motion AI", LAB_TAB_LINKS);
    const active = await motion.form("Activate").submit();
    expect(active.path).toBe("/lab?tab=motion&scan=complete&motion=active");
    const back = await active.follow("Smart Fit", LAB_TAB_LINKS);
    expect(back.region("Your Fit Results").text()).toContain("US 9.5");
  });

  test("Eco Impact shows the figures and the comparison", async () => {
    const page = await visitor().open("/lab?tab=eco");
    expect(texts(page, '#lab-panel-eco ul[aria-label="Impact figures"] > li')).toEqual([
      "2.3 kgCO2 saved per pair",
      "78%Waste reduction",
      "94%Materials recycled",
      "45%Energy saved",
    ]);
    const comparison = page.region(`Traditional vs ${PRODUCT_NAME}`).find("li");
    expect(comparison.toArray().map((row) => squash(page.$(row).text()))).toEqual([
      expect.stringMatching(/^Traditional shoes\s*4 pairs · 12 kg CO2$/),
      expect.stringMatching(new RegExp(`^${PRODUCT_NAME}\\s*1 pair · 2.3 kg CO2$`)),
    ]);
  });

  test("Create your account goes to /auth", async () => {
    const page = await visitor().open("/lab");
    const auth = await page.follow("Create your account", "main");
    expect([auth.status, auth.path]).toEqual([200, "/auth"]);
  });

  test("Motion AI turns on and off", async () => {
    const off = await visitor().open("/lab?tab=motion");
    expect(off.text("#lab-panel-motion")).toContain("Motion AI is off.");
    expect(off.$("#lab-panel-motion button[aria-pressed]").attr("aria-pressed")).toBe("false");

    const on = await off.form("Activate").submit();
    expect(on.status).toBe(200);
    expect(on.path).toBe("/lab?tab=motion&motion=active");
    const active = on.$("#lab-panel-motion button[aria-pressed]");
    expect([squash(active.text()), active.attr("aria-pressed")]).toEqual(["Active", "true"]);
    const readings = texts(on, 'ul[aria-label="Live readings"] > li');
    expect(readings).toHaveLength(3);
    expect(readings[0]).toMatch(/^Terrain\s*Rough Trail/);
    expect(readings[1]).toMatch(/^Cadence\s*165 SPM/);
    expect(readings[2]).toMatch(/^Impact\s*2\.1x BW/);

    const offAgain = await on.form("Active").submit();
    expect(offAgain.path).toBe("/lab?tab=motion");
    const activate = offAgain.$("#lab-panel-motion button[aria-pressed]");
    expect([squash(activate.text()), activate.attr("aria-pressed")]).toEqual(["Activate", "false"]);
    expect(offAgain.mainText).not.toContain("Rough Trail");
  });
});

describe("the lab assistant without JavaScript", () => {
  /** The conversation's messages, each as its text ("You: …" or "Assistant: …"). */
  const bubbles = (page: HtmlPage) => texts(page, '[role=log][aria-label="Conversation"] > div');

  test("answers typed questions by the four rules, keeping the conversation", async () => {
    let page = await visitor().open("/lab?tab=assistant");
    expect(bubbles(page)).toHaveLength(1);
    // Enter in the question field presses its form's default button (the first submit button): Send.
    const firstButton = page.form("Send").controls().filter("button, input[type=submit]").first();
    expect(squash(firstButton.text())).toBe("Send");

    for (const [index, [question, answer]] of LAB_ASSISTANT_CASES.entries()) {
      const form = page.form("Send").fill("Your question", question);
      page = await (index % 2 === 0 ? form.submit() : form.submit("Send"));
      expect(page.status, question).toBe(200);
      expect(page.path).toBe("/lab?tab=assistant");
      const messages = bubbles(page);
      expect(messages).toHaveLength(3 + index * 2);
      expect(messages.at(-2)).toBe(`You: ${question}`);
      expect(messages.at(-1)).toContain(answer);
      expect(page.form("Send").value("Your question")).toBe("");
    }
    expect(bubbles(page)[1]).toBe("You: Is it good for the ENVIRONMENT?");
  });

  test("chips send their question; blank input is ignored", async () => {
    const start = await visitor().open("/lab?tab=assistant");
    let page = await start.form("How sustainable is it?").submit("How sustainable is it?");
    expect(bubbles(page)).toHaveLength(3);
    expect(bubbles(page)[1]).toBe("You: How sustainable is it?");
    expect(bubbles(page).at(-1)).toContain("78% less waste");

    const chips: [string, string][] = [
      ["How does AdaptIQ improve performance?", "AdaptIQ learns how you move"],
      ["What technology is inside?", "Smart materials"],
      ["When can I buy it?", "sustainability or performance"],
    ];
    for (const [index, [question, answer]] of chips.entries()) {
      page = await page.form(question).submit(question);
      const messages = bubbles(page);
      expect(messages).toHaveLength(5 + index * 2);
      expect(messages.at(-2)).toBe(`You: ${question}`);
      expect(messages.at(-1)).toContain(answer);
    }

    page = await page.form("Send").fill("Your question", "   ").submit();
    expect(page.status).toBe(200);
    expect(bubbles(page)).toHaveLength(9);
    page = await page.form("Send").submit("Send");
    expect(bubbles(page)).toHaveLength(9);
    expect(page.$("[role=alert]")).toHaveLength(0);
  });

  test("the chat keeps the finished scan and the motion toggle in its address", async () => {
    const start = await visitor().open("/lab?tab=motion&motion=active&scan=complete");
    const assistant = await start.follow("Assistant", LAB_TAB_LINKS);
    const chatted = await assistant.form("Send").fill("Your question", "Is it eco?").submit();
    expect(chatted.path).toBe("/lab?tab=assistant&motion=active&scan=complete");
    expect(bubbles(chatted)).toHaveLength(3);
    const smartFit = await chatted.follow("Smart Fit", LAB_TAB_LINKS);
    expect(smartFit.region("Your Fit Results").find("dl")).toHaveLength(1);
  });

  test("a made-up form is refused with a clear message, never a server error", async () => {
    const tooLong = "x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1);
    const tooMany: [string, string][] = Array.from({ length: CHAT_HISTORY_MAX + 1 }, () => ["history", "hi"]);
    const forms: [fields: [string, string][], message: string][] = [
      [
        [
          ["history", tooLong],
          ["message", "hello"],
        ],
        CHAT_ERRORS.tooLong,
      ],
      [[...tooMany, ["message", "hello"]], CHAT_ERRORS.tooMany],
      [[["question", "<script>alert(1)</script>"]], CHAT_ERRORS.unknownQuestion],
    ];
    const someone = visitor();
    for (const [fields, message] of forms) {
      const page = await someone.post("/lab?tab=assistant", fields);
      expect(page.status, message).toBe(400);
      expect(page.text("main [role=alert]")).toContain(`${CHAT_ERRORS.title} ${message}`);
      expect(bubbles(page)).toHaveLength(1);
    }

    // The field cannot take more than the limit in the first place.
    const page = await someone.open("/lab?tab=assistant");
    expect(page.form("Send").field("Your question").attr("maxlength")).toBe(String(CHAT_MESSAGE_MAX_LENGTH));
  });

  test("an unreadable body is a 400, not a 5xx", async () => {
    const response = await visitor().request("/lab?tab=assistant", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=nothing" },
      body: "not a multipart body",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(CHAT_ERRORS.unreadable);
  });
});

const EXPLORER: [label: string, query: string, phrase: string][] = [
  ["Modular System", "?tab=modular-system", "12+"],
  ["Smart Sensors", "?tab=smart-sensors", "64 pressure sensors"],
  ["Auto-Calibration", "?tab=auto-calibration", "30 to 100%"],
  ["Neural AI", "", "Under 100 ms"],
];

const EXPLORER_LINKS = 'main [role=group][aria-label="Technology explorer"]';

describe("technology without JavaScript", () => {
  test("shows the feature cards with the claims", async () => {
    const page = await visitor().open("/technology");
    expect(page.text("main h1")).toBe("The Intelligence Inside Every Step");
    const cards = page
      .region("Engineered to Adapt")
      .find("li")
      .toArray()
      .map((card) => squash(page.$(card).text()));
    expect(cards).toHaveLength(4);
    expect(cards[0]).toContain("Under 100 ms");
    expect(cards[1]).toContain("10,000+data points per second");
    expect(cards[2]).toContain("3 secondsswap time");
    expect(cards[3]).toContain("12+sole variants");
    expect(page.mainText).toContain("Interactive 3D model coming soon");
  });

  test("every explorer tab is a link the server answers", async () => {
    let page = await visitor().open("/technology");
    expect(
      page.region("Technology Explorer").find('[role=group][aria-label="Technology explorer"]'),
    ).toHaveLength(1);
    expect(currentTabs(page, EXPLORER_LINKS)).toEqual(["Neural AI"]);
    for (const [label, query, phrase] of EXPLORER) {
      page = await page.follow(label, EXPLORER_LINKS);
      expect(page.status, label).toBe(200);
      expect(page.path).toBe(`/technology${query}`);
      expect(currentTabs(page, EXPLORER_LINKS)).toEqual([label]);
      const shown = page.shown("main [id^=explorer-panel-]");
      expect(shown, `${label}: one panel shown`).toHaveLength(1);
      expect(squash(shown.text())).toContain(phrase);
    }
  });

  test("Download App answers on the page that the app is coming soon", async () => {
    const page = await visitor().open("/technology");
    const answered = await page.form("Download App").submit();
    expect(answered.status).toBe(200);
    expect(answered.url).toMatch(/\/technology#companion-app$/);
    const app = answered.region(`The ${PRODUCT_NAME} Companion App`);
    expect(app.attr("id")).toBe("companion-app");
    expect(squash(app.find("[role=status]").text())).toBe(
      `Coming soon The ${PRODUCT_NAME} companion app is coming soon.`,
    );
  });

  test("leads to the Lab and to sign-up", async () => {
    const page = await visitor().open("/technology");
    const lab = await page.follow("Explore the Lab", "main");
    expect([lab.status, lab.path]).toEqual([200, "/lab"]);
    const auth = await page.follow("Get Started", "main");
    expect([auth.status, auth.path]).toEqual([200, "/auth"]);
  });
});
