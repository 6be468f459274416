import { describe, expect, test } from "vitest";

import { SIGNED_OUT_NAV_ITEMS } from "../support/product-tables";

import { signedInVisitor, uniqueEmail, visitor } from "../support/pages-site";
import type { HtmlPage } from "../support/visitor";

/*
 * The landing page and the site header as the server sends them: what a visitor without JavaScript
 * gets, and what every visitor has before the scripts run. The browser's own elements (details,
 * radios, popovers) do the rest; that they do is tests/e2e/nojs/landing.nojs.spec.ts.
 */

const WAITLIST_JOINED = "Waitlist Joined! You're now on the waitlist for the product. We'll be in touch!";

describe("the landing page without JavaScript", () => {
  test("has every section, each with its heading", async () => {
    const page = await visitor().open("/");
    expect(page.status).toBe(200);
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

  test("a star is filled when its index is below the rating: 4.5 shows five", async () => {
    const page = await visitor().open("/");
    const ratings = page.$("main [role=img][aria-label^=Rated]");
    expect(ratings.toArray().map((rating) => page.$(rating).attr("aria-label"))).toEqual([
      "Rated 5 out of 5",
      "Rated 4.5 out of 5",
      "Rated 5 out of 5",
    ]);
    const half = ratings.eq(1);
    expect(half.find("[data-star=full]")).toHaveLength(5);
    expect(half.find("[data-star=empty]")).toHaveLength(0);
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
