import { describe, expect, test } from "vitest";

import { SIGNED_OUT_NAV_ITEMS } from "../support/product-tables";

import { signedInVisitor, uniqueEmail, visitor } from "../support/pages-site";
import type { HtmlPage } from "../support/visitor";
import { squash } from "../support/visitor";

/*
 * The landing page and the site header as the server sends them: what a visitor without JavaScript
 * gets, and what every visitor has before the scripts run. The browser's own elements (details,
 * radios, popovers) do the rest; that they do is tests/e2e/nojs/landing.nojs.spec.ts.
 */

const WAITLIST_JOINED = "Waitlist Joined! You're now on the waitlist for the product. We'll be in touch!";

describe("the landing page without JavaScript", () => {
  test("has every section in order, each with its heading, and the footer", async () => {
    const page = await visitor().open("/");
    expect(page.status).toBe(200);
    const order = page
      .$("main > section")
      .toArray()
      .map((section) => page.$(section).attr("id") || squash(page.$(section).find("h1, h2").first().text()));
    expect(order).toEqual([
      "Modular Footwear, Elegance Engineered",
      "product",
      "demo",
      "features",
      "technology",
      "sustainability",
      "What Our Testers Say",
      "waitlist",
      "Frequently Asked Questions",
    ]);
    expect(page.$("footer")).toHaveLength(1);
    const sections: [id: string, heading: string][] = [
      ["product", "One Shoe, Every Sport"],
      ["demo", "Choose Your Sole"],
      ["features", "Built For Performance"],
      ["technology", "Revolutionary Technology"],
      ["sustainability", "Sustainability By Design"],
      ["waitlist", "Join the Launch Waitlist"],
    ];
    for (const [id, heading] of sections) {
      expect(page.$(`main section#${id}`), `#${id}`).toHaveLength(1);
      expect(page.shown(`main section#${id} h2`).first().text(), `#${id} h2`).toBe(heading);
    }
    expect(page.shown("main section[id] h2").length).toBe(sections.length);
  });

  test("the hero carries the offer, the launch soles and its three buttons", async () => {
    const page = await visitor().open("/");
    const hero = page.$("main > section").first();
    const text = squash(hero.text());
    for (const phrase of [
      "30% off",
      "complimentary extra sole",
      "Q3",
      "4 weeks early",
      "more released quarterly",
    ])
      expect(text, phrase).toContain(phrase);
    expect(
      hero
        .find("ul li")
        .toArray()
        .map((sole) => squash(page.$(sole).text())),
    ).toEqual(["Trail Running", "Tennis/Court", "Gym/Training", "Casual/Street"]);
    const buttons = hero
      .find("a[href]")
      .toArray()
      .map((link) => [squash(page.$(link).text()), page.$(link).attr("href")]);
    expect(buttons).toEqual([
      ["Shop Innovation", "#waitlist"],
      ["Join Elegance Beta", "/elegance"],
      ["Try the Demo", "#demo"],
    ]);
  });

  test("product, features, technology and sustainability carry their points", async () => {
    const page = await visitor().open("/");
    const cards = (id: string) =>
      page
        .$(`#${id} h3`)
        .toArray()
        .map((card) => squash(page.$(card).text()));
    expect(cards("product")).toEqual(["Versatility", "Sustainability", "Performance"]);
    expect(page.text("#features h2")).toBe("Built For Performance");
    expect(cards("features")).toEqual([
      "Breathable Mesh Upper",
      "Patented Click-Lock Sole System",
      "Lightweight Design",
      "Responsive Cushioning",
    ]);

    const technology = page.$("#technology");
    expect(page.text("#technology h2")).toBe("Revolutionary Technology");
    expect(
      page
        .shown("#technology p")
        .filter((_, p) => squash(page.$(p).text()) === "Demonstration video coming soon"),
      "the video's placeholder",
    ).toHaveLength(1);
    expect(technology.find("video"), "no video yet").toHaveLength(0);
    expect(technology.find("li")).toHaveLength(4);
    for (const point of [
      "Composite materials",
      "Biomechanical research",
      "weather-resistant treatment",
      "Anti-microbial linings",
    ])
      expect(squash(technology.text()), point).toContain(point);

    const sustainability = squash(page.$("#sustainability").text());
    expect(page.text("#sustainability h2")).toBe("Sustainability By Design");
    for (const point of [
      "Up to 80% Less Landfill Waste",
      "Ocean-Plastic Laces",
      "100% post-consumer recycled",
    ])
      expect(sustainability, point).toContain(point);
  });

  test("the FAQ is five native disclosures, closed, each question its summary and its answer inside", async () => {
    const page = await visitor().open("/");
    const items = page.$("main details");
    expect(items).toHaveLength(5);
    expect(page.$("main details[open]"), "none open at first").toHaveLength(0);
    const faq = items.toArray().map((item) => ({
      question: page.$(item).children("summary").text().trim(),
      answer: page.$(item).children("div").text().trim(),
    }));
    expect(faq.map(({ question }) => question)).toEqual([
      "How long does it take to swap a sole?",
      "How durable are the base and the soles?",
      "Can the sole come loose during intense activity?",
      "When will Modura be available?",
      "Which soles are available at launch?",
    ]);
    expect(faq[0]!.answer).toMatch(/^Under 30 seconds, and no tools/);
    expect(faq[2]!.answer).toContain("up to 4x the force");
    expect(faq[3]!.answer).toContain("Q3");
    expect(faq[3]!.answer).toContain("4 weeks early");
    expect(faq[4]!.answer).toContain("More soles will be released quarterly.");
  });

  test("each sole has its name, description and picture in the page; Trail Running is checked", async () => {
    const page = await visitor().open("/");
    const demo = (selector: string) => page.$(`#demo ${selector}`);
    const soles: [name: string, id: string, phrase: string][] = [
      ["Trail Running", "trail", "multidirectional lugs"],
      ["Tennis/Court", "tennis", "herringbone"],
      ["Casual/Street", "street", "low-profile"],
      ["Gym/Training", "gym", "flex zone"],
    ];
    expect(demo("input[type=radio][name=sole]")).toHaveLength(soles.length);
    expect(demo("input[type=radio][name=sole][checked]").attr("value")).toBe("trail");
    expect(demo("div[data-sole]")).toHaveLength(soles.length);
    expect(demo("img[data-sole]")).toHaveLength(soles.length);
    for (const [name, id, phrase] of soles) {
      const radio = demo(`input[type=radio][value=${id}]`);
      expect(radio.closest("label").text().trim(), `the ${id} radio's label`).toBe(name);
      const text = demo(`div[data-sole=${id}]`);
      expect(text.find("h3").text()).toBe(`${name} sole`);
      expect(text.find("p").text()).toContain(phrase);
      expect(demo(`img[data-sole=${id}]`).attr("alt")).toBe(`The Modura shoe fitted with the ${name} sole`);
    }
  });

  test("testimonials show three testers, a star filled when its index is below the rating: 4.5 shows five", async () => {
    const page = await visitor().open("/");
    const section = page.region("What Our Testers Say");
    expect(section.attr("id"), "the testimonials have no anchor").toBeUndefined();
    expect(
      section
        .find("h3")
        .toArray()
        .map((name) => squash(page.$(name).text())),
    ).toEqual(["Sarah K.", "Marcus T.", "Priya R."]);
    for (const role of ["Trail Runner", "Tennis Coach", "Fitness Instructor"])
      expect(squash(section.text()), role).toContain(role);
    expect(section.find("img[src^='/images/testimonials/']"), "the portraits").toHaveLength(3);

    const ratings = section.find("[role=img][aria-label^=Rated]");
    expect(ratings.toArray().map((rating) => page.$(rating).attr("aria-label"))).toEqual([
      "Rated 5 out of 5",
      "Rated 4.5 out of 5",
      "Rated 5 out of 5",
    ]);
    // 4.5: the fifth star's index, 4, is below the rating, so it is filled too.
    const fills = ratings.toArray().map((rating) =>
      page
        .$(rating)
        .find("[data-star]")
        .toArray()
        .map((star) => page.$(star).attr("data-star")),
    );
    expect(fills).toEqual([0, 1, 2].map(() => ["full", "full", "full", "full", "full"]));
  });

  test("the footer has its links, contact details and named social icons", async () => {
    const page = await visitor().open("/");
    const links = linksIn(page, "footer");
    for (const link of [
      ["Product", "/#product"],
      ["Features", "/#features"],
      ["Technology", "/#technology"],
      ["Sustainability", "/#sustainability"],
      ["Join Waitlist", "/#waitlist"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "#"],
      ["Shipping Policy", "#"],
    ])
      expect(links, link[0]).toContainEqual(link);
    const social = page
      .$("footer a[aria-label]")
      .filter((_, link) => /^Modura on /.test(page.$(link).attr("aria-label")!));
    expect(social, "the social icons, each named").toHaveLength(4);
    expect(page.text("footer")).toContain("hello@modura.example");
  });

  test("the waitlist offers the six activities", async () => {
    const page = await visitor().open("/");
    const options = page
      .form("Join the Waitlist", "#waitlist")
      .field("Primary Activity")
      .find("option")
      .toArray()
      .map((option) => [squash(page.$(option).text()), page.$(option).attr("value")]);
    expect(options).toEqual([
      ["Select your primary activity", ""],
      ["Trail Running", "trail"],
      ["Tennis", "tennis"],
      ["Gym / Training", "gym"],
      ["Walking", "walking"],
      ["Casual / Street", "casual"],
      ["Other", "other"],
    ]);
  });

  test("the waitlist answers field errors, keeping the values, then success", async () => {
    const page = await visitor().open("/");
    const answered = await page
      .form("Join the Waitlist", "#waitlist")
      .fill("Full Name", "B")
      .fill("Email Address", "nope")
      .select("Primary Activity", "Gym / Training")
      .submit();

    expect(answered.status).toBe(400);
    expect(answered.url).toMatch(/#waitlist$/);
    const form = answered.form("Join the Waitlist", "#waitlist");
    expect(form.description("Full Name")).toBe("Name must be at least 2 characters.");
    expect(form.field("Full Name").attr("aria-invalid")).toBe("true");
    expect(form.description("Email Address")).toBe("Please enter a valid email address.");
    expect(form.description("Primary Activity")).toBe("");
    expect(answered.text("#waitlist form")).not.toContain("Please select your primary activity.");
    expect(form.value("Full Name")).toBe("B");
    expect(form.value("Email Address")).toBe("nope");
    expect(form.value("Primary Activity")).toBe("gym");

    const joined = await form
      .fill("Full Name", "Barbara Liskov")
      .fill("Email Address", uniqueEmail("barbara"))
      .select("Primary Activity", "Casual / Street")
      .submit();
    expect(joined.status).toBe(200);
    expect(joined.text("#waitlist form [role=status]")).toBe(WAITLIST_JOINED);
    expect(joined.text("#waitlist form [aria-live=polite]")).toBe("Check your inbox to confirm your place.");
    const fresh = joined.form("Join the Waitlist", "#waitlist");
    expect(fresh.value("Full Name")).toBe("");
    expect(fresh.value("Email Address")).toBe("");
    expect(fresh.value("Primary Activity")).toBe("");
    expect(joined.text("#waitlist form")).not.toContain("Name must be at least 2 characters.");
  });

  test("the waitlist names a missing activity", async () => {
    const page = await visitor().open("/");
    const answered = await page
      .form("Join the Waitlist", "#waitlist")
      .fill("Full Name", "Radia Perlman")
      .fill("Email Address", uniqueEmail("radia"))
      .submit();
    expect(answered.status).toBe(400);
    const form = answered.form("Join the Waitlist", "#waitlist");
    expect(form.description("Primary Activity")).toBe("Please select your primary activity.");
    expect(form.field("Primary Activity").attr("aria-invalid")).toBe("true");
    expect(form.value("Full Name")).toBe("Radia Perlman");
  });
});

const linksIn = (page: HtmlPage, selector: string): [string, string][] =>
  page
    .$(`${selector} a[href]`)
    .toArray()
    .map((link) => [page.$(link).text().trim(), page.$(link).attr("href")!]);

/** Back on / with the "Signed out" message on the page, and the signed-out header. */
function expectSignedOut(page: HtmlPage) {
  expect(page.path).toBe("/?notice=signed-out");
  expect(page.text("[role=status]")).toBe("Signed out You've been successfully signed out.");
  expect(page.$('header a[href="/auth"]').length).toBeGreaterThan(0);
  expect(page.$('header button[aria-label^="Account menu for "]')).toHaveLength(0);
  expect(linksIn(page, "#mobile-menu")).toEqual(SIGNED_OUT_NAV_ITEMS);
}

/** The bar's own links, in order: the avatar menu's are the menu's. */
const barLinks = (page: HtmlPage): [string, string][] =>
  page
    .$("header nav[aria-label=Main] a[href]")
    .filter((_, link) => page.$(link).closest("#account-menu").length === 0)
    .toArray()
    .map((link) => [squash(page.$(link).text()), page.$(link).attr("href")!]);

describe("the navigation bar without JavaScript", () => {
  test("holds the site's links and the signed-out items", async () => {
    const page = await visitor().open("/");
    expect(barLinks(page)).toEqual([["Modura", "/"], ...SIGNED_OUT_NAV_ITEMS]);
  });

  test("signed in, already shows the account's items, with no signed-out flash", async () => {
    const { visitor: member, account } = signedInVisitor();
    const page = await member.open("/");
    expect(barLinks(page)).toEqual([
      ["Modura", "/"],
      ...SIGNED_OUT_NAV_ITEMS.slice(0, 5),
      ["AdaptIQ Demo", "/adaptiq-demo"],
    ]);
    const trigger = page.$("header nav[aria-label=Main] button[popovertarget=account-menu]");
    expect(trigger.attr("aria-label")).toBe(`Account menu for ${account.name}`);
    expect(trigger.is("[disabled]"), "the account menu's button waits for no script").toBe(false);
  });
});

describe("the mobile menu without JavaScript", () => {
  test("is a popover its button opens, holding every item; Sign In goes to /auth", async () => {
    const page = await visitor().open("/");
    expect(page.$("#mobile-menu").attr("popover")).toBe("auto");
    expect(page.$('header button[popovertarget="mobile-menu"]').text()).toContain("Open menu");
    expect(linksIn(page, "#mobile-menu")).toEqual(SIGNED_OUT_NAV_ITEMS);

    const auth = await page.follow("Sign In", "#mobile-menu");
    expect(auth.status).toBe(200);
    expect(auth.path).toBe("/auth");
  });

  test("signed in: the account's items, and Sign Out signs out", async () => {
    const { visitor: member, account } = signedInVisitor();
    const page = await member.open("/");
    const menu = page.text("#mobile-menu");
    expect(menu).toContain(account.name);
    expect(menu).toContain(account.email);
    expect(linksIn(page, "#mobile-menu")).toEqual([
      ...SIGNED_OUT_NAV_ITEMS.slice(0, 5),
      ["Dashboard", "/dashboard"],
      ["AdaptIQ Demo", "/adaptiq-demo"],
    ]);

    const signedOut = await page.form("Sign Out", "#mobile-menu").submit();
    expectSignedOut(signedOut);
    expect(member.hasCookie(account.cookie.name)).toBe(false);
  });
});

describe("the avatar menu without JavaScript", () => {
  test("names the account; its links go to the dashboard and the demo, and Log out signs out", async () => {
    const { visitor: member, account } = signedInVisitor();
    const page = await member.open("/");
    const trigger = page.$("header button[popovertarget=account-menu]");
    expect(trigger.attr("aria-label")).toBe(`Account menu for ${account.name}`);
    expect(page.$("#account-menu").attr("popover")).toBe("auto");
    const menu = page.text("#account-menu");
    expect(menu).toContain(account.name);
    expect(menu).toContain(account.email);
    expect(linksIn(page, "#account-menu")).toEqual([
      ["Dashboard", "/dashboard"],
      ["AdaptIQ Demo", "/adaptiq-demo"],
    ]);

    const dashboard = await page.follow("Dashboard", "#account-menu");
    expect([dashboard.status, dashboard.path]).toEqual([200, "/dashboard"]);
    const demo = await dashboard.follow("AdaptIQ Demo", "#account-menu");
    expect([demo.status, demo.path]).toEqual([200, "/adaptiq-demo"]);

    expectSignedOut(await demo.form("Log out", "#account-menu").submit());
  });
});
