import { describe, expect, test } from "vitest";

import { signedInVisitor, visitor } from "../support/pages-site";
import type { HtmlForm, HtmlPage } from "../support/visitor";
import { squash } from "../support/visitor";

/*
 * /elegance and /adaptiq-demo as the server sends them: every tab and gallery step is a link, the
 * designer, the wishlist and the simulator are forms the server answers, so each works without
 * JavaScript. What CSS does there (the turning foot model, the checked sport's settings shown) is
 * tests/e2e/nojs/elegance.nojs.spec.ts.
 */

const texts = (page: HtmlPage, selector: string) =>
  page
    .$(selector)
    .toArray()
    .map((element) => squash(page.$(element).text()));

const ELEGANCE_TAB_LINKS = 'main [role=group][aria-label="Elegance features"]';
const GALLERY = 'main section[aria-label="Shoe gallery"]';
const PROMPT = "Complete your profile to see your personalised design";

const currentTabs = (page: HtmlPage) => texts(page, `${ELEGANCE_TAB_LINKS} a[aria-current=page]`);
const designer = (page: HtmlPage) => page.form("Show My Design");
/** The messages the page says something in (the designer's empty live status is there in every tab). */
const statuses = (page: HtmlPage) => texts(page, "main [role=status]").filter(Boolean);
/** What the gallery announces: "Shoe n of 4: name". */
const announcement = (page: HtmlPage) => page.text(`${GALLERY} [aria-live=polite]`);

/** The design the server computed, as its four figures; the cushioning bar says the same. */
function expectDesign(page: HtmlPage, [ideal, arch, cushioning, balance]: [string, string, string, string]) {
  const result = page.$("[data-testid=design-result]");
  expect(result).toHaveLength(1);
  const figures = result
    .find("dt")
    .toArray()
    .map((term) => [squash(page.$(term).text()), squash(page.$(term).next("dd").text())]);
  expect(figures).toEqual([
    ["Ideal Heel Height", ideal],
    ["Arch Support", arch],
    ["Cushioning", cushioning],
    ["Balance Score", balance],
  ]);
  expect(result.find('[role=progressbar][aria-label="Cushioning"]')).toHaveLength(1);
}

/** The designer's profile as the page holds it. */
const profile = (form: HtmlForm) => ({
  height: form.value("Height"),
  hours: form.value("Wear Duration"),
  checked: form
    .controls()
    .filter("input[type=radio][checked]")
    .toArray()
    .map((radio) => form.page.$(radio).attr("value")),
});

describe("/elegance without JavaScript", () => {
  test("every tab is a link the server answers", async () => {
    let page = await visitor().open("/elegance");
    expect(currentTabs(page)).toEqual(["AI Designer"]);
    expect(squash(page.shown("main [id^=elegance-panel-] h2").first().text())).toBe(
      "Design Your Perfect Heel",
    );
    const tabs: [name: string, query: string, heading: string][] = [
      ["Balance Engine", "?tab=balance", "Balance Engine"],
      ["Posture Sync", "?tab=posture", "Posture Sync"],
      ["Gallery", "?tab=gallery", "Elegance Gallery"],
      ["AI Designer", "", "Design Your Perfect Heel"],
    ];
    for (const [name, query, heading] of tabs) {
      page = await page.follow(name, ELEGANCE_TAB_LINKS);
      expect(page.status, name).toBe(200);
      expect(page.path).toBe(`/elegance${query}`);
      expect(currentTabs(page)).toEqual([name]);
      const shown = page.shown("main [id^=elegance-panel-]");
      expect(shown, `${name}: one panel shown`).toHaveLength(1);
      expect(squash(shown.find("h2").first().text())).toBe(heading);
    }
  });

  test("opens on the AI Designer with its defaults, no figures yet, and a way to sign up", async () => {
    const page = await visitor().open("/elegance");
    expect(page.text("main h1")).toMatch(/^Modura Elegance\s*Beta$/);
    const form = designer(page);
    expect(form.field("Height").attr("aria-valuetext")).toBe("165 cm");
    expect(form.field("Wear Duration").attr("aria-valuetext")).toBe("4 h");
    expect(page.mainText, "no figures until arch type and heel style are chosen").not.toContain("3.5 in");
    expect(page.link("Get Early Access", "main").attr("href")).toBe("/auth");
  });

  test("the designer asks for arch and heel, then the server designs a sent profile", async () => {
    const page = await visitor().open("/elegance");
    const form = designer(page);
    expect(profile(form)).toEqual({ height: "165", hours: "4", checked: [] });
    const range = (label: string) => ["min", "max", "step"].map((name) => form.field(label).attr(name));
    expect(range("Height")).toEqual(["150", "190", "1"]);
    expect(range("Wear Duration")).toEqual(["1", "12", "0.5"]);
    expect(page.mainText).toContain(PROMPT);
    expect(page.$("[data-testid=design-result]")).toHaveLength(0);

    // Sent without arch and heel: still the prompt, no figures.
    const partial = await form.check(/^Evening/).submit();
    expect(partial.status).toBe(200);
    expect(partial.path).toBe("/elegance?height=165&hours=4&occasion=evening");
    expect(partial.mainText).toContain(PROMPT);
    expect(partial.$("[data-testid=design-result]")).toHaveLength(0);
    expect(designer(partial).isChecked(/^Evening/)).toBe(true);

    // 170 cm, low, stiletto, 8 h: 95 − 24 = 71; 100 − 17 − 16 = 67, raised to 80.
    const first = await designer(partial)
      .fill("Height", "170")
      .check(/^Low/)
      .check(/^Stiletto/)
      .fill("Wear Duration", "8")
      .submit();
    expect(first.path).toBe("/elegance?height=170&arch=low&heel=stiletto&hours=8&occasion=evening");
    expect(first.mainText).not.toContain(PROMPT);
    expectDesign(first, ["2.5 in", "Extra-High", "71%", "80%"]);
    // The sent profile stays in the form.
    expect(profile(designer(first))).toEqual({
      height: "170",
      hours: "8",
      checked: ["low", "stiletto", "evening"],
    });
    expect(texts(first, `main form output`)).toEqual(["170 cm", "8 h"]);

    // 150 cm, normal, kitten, 1 h, daily: 95 − 3 = 92; 100 − 15 − 2 = 83.
    const second = await designer(first)
      .fill("Height", "150")
      .check(/^Normal/)
      .check(/^Kitten/)
      .fill("Wear Duration", "1")
      .check(/^Daily/)
      .submit();
    expect(second.path).toBe("/elegance?height=150&arch=normal&heel=kitten&hours=1&occasion=daily");
    expectDesign(second, ["4 in", "Medium", "92%", "83%"]);

    // 190 cm, high, platform, 6.5 h: 95 − 19.5 = 75.5; 100 − 19 − 13 = 68, raised to 80.
    const third = await designer(second)
      .fill("Height", "190")
      .check(/^High/)
      .check(/^Platform/)
      .fill("Wear Duration", "6.5")
      .submit();
    expect(third.path).toMatch(/height=190&arch=high&heel=platform&hours=6\.5/);
    expectDesign(third, ["2.5 in", "High", "75.5%", "80%"]);
  });

  test("a hand-edited query falls back to defaults, never an error", async () => {
    const page = await visitor().open("/elegance?height=abc&arch=flat&heel=block&hours=99");
    expect(page.status).toBe(200);
    expect(profile(designer(page))).toEqual({ height: "165", hours: "12", checked: ["block"] });
    expect(page.mainText).toContain(PROMPT);
  });

  test("the gallery's Previous and Next are links that wrap both ways", async () => {
    let page = await visitor().open("/elegance?tab=gallery");
    expect(announcement(page)).toBe("Shoe 1 of 4: Aurora Elite");

    page = await page.follow("Previous", GALLERY);
    expect(page.path).toBe("/elegance?tab=gallery&shoe=4");
    expect(announcement(page)).toBe("Shoe 4 of 4: Ethereal Comfort");
    expect(texts(page, `${GALLERY} h3`)).toEqual(["Ethereal Comfort"]);

    page = await page.follow("Next", GALLERY);
    expect(page.path).toBe("/elegance?tab=gallery&shoe=1");
    expect(announcement(page)).toBe("Shoe 1 of 4: Aurora Elite");
    const onward = [
      "Shoe 2 of 4: Celestial Grace",
      "Shoe 3 of 4: Quantum Luxe",
      "Shoe 4 of 4: Ethereal Comfort",
    ];
    for (const expected of [...onward, "Shoe 1 of 4: Aurora Elite"]) {
      page = await page.follow("Next", GALLERY);
      expect(page.status).toBe(200);
      expect(announcement(page)).toBe(expected);
    }
  });

  test("Add to Wishlist asks an anonymous visitor to sign in, on the page", async () => {
    const page = await visitor().open("/elegance?tab=gallery&shoe=3");
    const answered = await page.form("Add to Wishlist", "main").submit();
    expect(answered.status).toBe(200);
    expect(answered.path).toBe("/elegance?tab=gallery&shoe=3");
    expect(statuses(answered)).toEqual([
      "Sign in to save your wishlist Create an account or sign in, and the shoes you love will be waiting for you.",
    ]);
    expect(announcement(answered)).toBe("Shoe 3 of 4: Quantum Luxe");
    expect(answered.link("Sign in to save your wishlist", "main").attr("href")).toBe(
      "/auth?redirectTo=%2Felegance%3Ftab%3Dgallery%26shoe%3D3",
    );
  });

  test("a signed-in visitor adds a shoe, sees it saved, and removes it", async () => {
    const { visitor: member } = signedInVisitor();
    const page = await member.open("/elegance?tab=gallery&shoe=3");
    const added = await page.form("Add to Wishlist", "main").submit();
    expect(added.status).toBe(200);
    expect(statuses(added)).toEqual(["Added to wishlist Quantum Luxe is on your wishlist."]);
    const wished = (at: HtmlPage) => at.form("On Your Wishlist", "main").field("On Your Wishlist");
    expect(wished(added).attr("aria-pressed")).toBe("true");
    expect(
      added.$("main a").filter((_, link) => squash(added.$(link).text()) === "Sign in to save your wishlist"),
    ).toHaveLength(0);

    // Saved: the server shows it on a fresh visit.
    const again = await member.open("/elegance?tab=gallery&shoe=3");
    expect(wished(again).attr("aria-pressed")).toBe("true");
    expect(statuses(again)).toEqual([]);
    const removed = await again.form("On Your Wishlist", "main").submit();
    expect(statuses(removed)).toEqual(["Removed from wishlist Quantum Luxe is no longer on your wishlist."]);
    expect(removed.form("Add to Wishlist", "main").field("Add to Wishlist").attr("aria-pressed")).toBe(
      "false",
    );
  });
});

/** A sport's settings as the page holds them (every sport's are in the page; CSS shows the checked one's). */
function sportSettings(page: HtmlPage, sport: string) {
  const settings = page.$(`[data-testid=sport-settings-${sport}]`);
  expect(settings, sport).toHaveLength(1);
  return {
    heading: squash(settings.find("h3").text()),
    /** Each bar as "name value", and the percentage written beside it. */
    bars: settings
      .find("li")
      .toArray()
      .map((item) => {
        const bar = page.$(item).find("[role=progressbar]");
        return `${bar.attr("aria-label")} ${bar.attr("aria-valuenow")} ${page.$(item).find("span").last().text()}`;
      }),
    figures: settings
      .find("dt")
      .toArray()
      .map((term) => `${page.$(term).text()}: ${page.$(term).next("dd").text()}`),
  };
}

const SPORTS = [
  {
    id: "trail",
    name: "Trail Running",
    bars: ["Flexibility 70 70%", "Stability 85 85%", "Traction 95 95%"],
    figures: ["Impact Level: High", "Terrain: uneven rocky terrain"],
  },
  {
    id: "gym",
    name: "Gym Training",
    bars: ["Flexibility 90 90%", "Stability 75 75%", "Traction 60 60%"],
    figures: ["Impact Level: Medium", "Terrain: flat stable surfaces"],
  },
  {
    id: "tennis",
    name: "Tennis",
    bars: ["Flexibility 85 85%", "Stability 90 90%", "Traction 85 85%"],
    figures: ["Impact Level: High", "Terrain: court surfaces"],
  },
];

describe("/adaptiq-demo without JavaScript", () => {
  test("sends an anonymous visitor to sign in", async () => {
    const page = await visitor().open("/adaptiq-demo");
    expect(page.status).toBe(200);
    expect(page.path).toBe("/auth?redirectTo=%2Fadaptiq-demo");
  });

  test("every sport's settings are in the page, Trail Running checked", async () => {
    const { visitor: member } = signedInVisitor();
    const page = await member.open("/adaptiq-demo");
    expect(page.status).toBe(200);
    const form = page.form("Start AdaptIQ Simulation");
    expect(form.isChecked("Trail Running")).toBe(true);
    expect(form.isChecked("Gym Training")).toBe(false);
    expect(form.isChecked("Tennis")).toBe(false);
    expect(page.$("[data-testid^=sport-settings-]")).toHaveLength(SPORTS.length);
    for (const sport of SPORTS) {
      const settings = sportSettings(page, sport.id);
      expect(settings.heading).toBe(`${sport.name} sole settings`);
      expect(settings.bars).toEqual(sport.bars);
      expect(settings.figures).toEqual(sport.figures);
    }
    expect(page.link("Back to Dashboard", "main").attr("href")).toBe("/dashboard");
  });

  test("opens on its default state: the sports in order, the sliders at their defaults, nothing run", async () => {
    const { visitor: member } = signedInVisitor();
    const page = await member.open("/adaptiq-demo");
    expect(page.text("main h1")).toBe("AdaptIQ Neural Simulator");
    const form = page.form("Start AdaptIQ Simulation");
    expect(
      form
        .controls()
        .filter("input[type=radio]")
        .toArray()
        .map((radio) => squash(page.$(radio).closest("label").text())),
    ).toEqual(["Trail Running", "Gym Training", "Tennis"]);
    const slider = (label: string) =>
      ["value", "aria-valuetext", "min", "max", "step"].map((name) => form.field(label).attr(name));
    expect(slider("Weight")).toEqual(["70", "70 kg", "40", "120", "1"]);
    expect(slider("Pace")).toEqual(["7", "7 min/km", "3", "12", "0.5"]);
    expect(texts(page, "main output")).toEqual(["70 kg", "7 min/km"]);

    expect(page.$('[role=progressbar][aria-label="Simulation progress"]').attr("aria-valuenow")).toBe("0");
    const steps = texts(page, 'ol[aria-label="Simulation steps"] > li');
    expect(steps).toHaveLength(4);
    for (const [index, step] of [
      "Analyzing gait pattern",
      "Calculating optimal configuration",
      "Adjusting micro-tensioners",
      "Finalizing adaptive matrix",
    ].entries())
      expect(steps[index]).toContain(step);
    expect(page.mainText).not.toContain("Your Optimized Configuration");
  });

  test("Start sends the form: the server shows the finished run with the sport and sliders kept", async () => {
    const { visitor: member } = signedInVisitor();
    const page = await member.open("/adaptiq-demo");
    expect(page.mainText).not.toContain("Your Optimized Configuration");
    const run = await page
      .form("Start AdaptIQ Simulation")
      .check("Tennis")
      .fill("Weight", "120")
      .fill("Pace", "4.5")
      .submit("Start AdaptIQ Simulation");
    expect(run.status).toBe(200);
    expect(run.path).toBe("/adaptiq-demo?sport=tennis&weight=120&pace=4.5&simulation=run");

    const form = run.form("Start AdaptIQ Simulation");
    expect(form.isChecked("Tennis")).toBe(true);
    expect(form.isChecked("Trail Running")).toBe(false);
    expect(sportSettings(run, "tennis")).toEqual({
      heading: "Tennis sole settings",
      bars: SPORTS[2]!.bars,
      figures: SPORTS[2]!.figures,
    });
    expect(form.value("Weight")).toBe("120");
    expect(form.value("Pace")).toBe("4.5");
    expect(texts(run, "main output")).toEqual(["120 kg", "4.5 min/km"]);
    expect(run.$('[role=progressbar][aria-label="Simulation progress"]').attr("aria-valuenow")).toBe("100");
    const steps = texts(run, 'ol[aria-label="Simulation steps"] > li');
    expect(steps).toHaveLength(4);
    for (const step of steps) expect(step).toMatch(/Done$/);
    const results = run
      .$("main h3")
      .filter((_, heading) => run.$(heading).text() === "Your Optimized Configuration");
    expect(results).toHaveLength(1);
    expect(
      results
        .parent()
        .find("li")
        .toArray()
        .map((item) => run.$(item).text()),
    ).toEqual(["+23%Energy Return", "+18%Stability", "+31%Traction", "-15%Impact Force"]);
    expect(form.field("Start AdaptIQ Simulation").is("[disabled]")).toBe(false);

    // Back to Dashboard is a link.
    const dashboard = await run.follow("Back to Dashboard", "main");
    expect([dashboard.status, dashboard.path]).toEqual([200, "/dashboard"]);
  });
});
