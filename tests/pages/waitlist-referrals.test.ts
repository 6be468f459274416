import { describe, expect, test } from "vitest";

import { linkIn, waitForMail } from "../support/mail-sink-client";

import { mailFromThisSite, site, uniqueEmail, visitor } from "../support/pages-site";
import type { HtmlPage } from "../support/visitor";
import { squash } from "../support/visitor";
import {
  CONFIRM_SUBJECT,
  STATUS_SUBJECT,
  confirmFromMail,
  confirmLinkFor,
  joinByApi,
} from "../support/pages-waitlist";
import { REFERRAL_PLACES } from "../../app/vocabulary";

/*
 * The waitlist after the form, as HTTP sees it: the confirmation email arrives at a real SMTP
 * server (the run's mail sink), its link opens a page whose button (a plain form post) confirms,
 * the member sees their place and their referral link, and a friend joining through it moves them
 * up. Unsubscribing, a mail program's one-click unsubscribe and bad links too. The tests of this
 * file run one after another, so one's place-in-line figures do not move because another confirmed
 * someone meanwhile; and no other page test confirms a member (a place depends on confirmed members
 * only). A file that must confirm members should start a site of its own (tests/support/site.ts). The Copy button needs the scripts: tests/e2e/waitlist-referrals.spec.ts.
 */

mailFromThisSite();

const WAITLIST_JOINED = "Waitlist Joined! You're now on the waitlist for the product. We'll be in touch!";
const NEXT_STEP = "Check your inbox to confirm your place.";

/** The page's one h1. */
const heading = (page: HtmlPage) => page.text("main h1");

/** The place the status page's heading gives ("You're #12 in line"). */
function placeOn(page: HtmlPage): number {
  const text = heading(page);
  expect(text, page.path).toMatch(/^You're #[\d,]+ in line$/);
  return Number(text.replace(/[^\d]/g, ""));
}

/** The value of the field labelled `label`, wherever it is on the page. */
function valueLabelled(page: HtmlPage, label: string): string {
  const labels = page.$("label").filter((_, element) => squash(page.$(element).text()) === label);
  expect(labels, `a label "${label}" on ${page.path}`).toHaveLength(1);
  return page.$(`[id="${labels.attr("for")}"]`).attr("value") ?? "";
}

const statuses = (page: HtmlPage) =>
  page
    .$("main [role=status]")
    .toArray()
    .map((element) => squash(page.$(element).text()))
    .filter(Boolean);

const waitlistForm = (page: HtmlPage) => page.form("Join the Waitlist", "#waitlist");

/** Joins through the landing page's form, as a visitor without JavaScript does; the answer. */
async function joinThroughForm(page: HtmlPage, name: string, email: string): Promise<HtmlPage> {
  const joined = await waitlistForm(page)
    .fill("Full Name", name)
    .fill("Email Address", email)
    .select("Primary Activity", "Trail Running")
    .submit();
  expect(joined.text("#waitlist form [aria-live=polite]")).toBe(NEXT_STEP);
  return joined;
}

describe("the waitlist's referral link", () => {
  test("join, confirm from the email, see the place and the link; a friend joins through it and the member moves up", async () => {
    // At least ten confirmed members ahead, so that moving up ten places shows as such.
    const ahead = await Promise.all(Array.from({ length: 11 }, (_, i) => joinByApi(`ahead${i}`)));
    const aheadConfirmed = await Promise.all(ahead.map((email) => confirmFromMail(email)));
    expect(aheadConfirmed).toHaveLength(11);

    // A visitor joins through the form.
    const member = uniqueEmail("referrer");
    const memberVisitor = visitor();
    await joinThroughForm(await memberVisitor.open("/#waitlist"), "Grace Hopper", member);

    const confirmLink = linkIn(await waitForMail(member, CONFIRM_SUBJECT), "/waitlist/confirm");
    const confirmPage = await memberVisitor.open(confirmLink);
    expect(confirmPage.status).toBe(200);
    expect(heading(confirmPage)).toBe("Confirm your place on the waitlist");
    expect(confirmPage.$('meta[name="robots"]').attr("content")).toBe("noindex");

    const confirmed = await confirmPage.form("Confirm").submit();
    expect(confirmed.redirects).toHaveLength(1);
    expect(confirmed.path).toMatch(/^\/waitlist\/status\?token=[^&]+&confirmed=1$/);
    placeOn(confirmed);
    expect(statuses(confirmed)).toEqual(["Confirmed! Your address is confirmed and your place is saved."]);
    expect(confirmed.mainText).toContain("Each friend who joins through your link and confirms");
    expect(confirmed.mainText).toContain("No friends have confirmed through your link yet.");
    const referralLink = valueLabelled(confirmed, "Your referral link");
    expect(referralLink).toMatch(new RegExp(`^${site().siteUrl.replace(/[.]/g, "\\.")}/\\?ref=[a-z0-9]+$`));
    expect(confirmed.link("Share by email", "main").attr("href")).toMatch(
      new RegExp(`^mailto:\\?subject=.+&body=.*${encodeURIComponent(referralLink)}`),
    );
    expect(confirmed.link("Share by text message", "main").attr("href")).toMatch(/^sms:\?body=/);
    const statusPath = confirmed.path.replace(/&confirmed=1$/, "");

    // The status email carries the same referral link.
    const statusMail = await waitForMail(member, STATUS_SUBJECT);
    expect(statusMail.text).toContain(referralLink);

    // A friend, a visitor of their own, opens the link and joins.
    const friend = visitor();
    const landing = await friend.open(referralLink);
    const code = new URL(referralLink).searchParams.get("ref")!;
    expect(waitlistForm(landing).value("ref")).toBe(code);
    const friendEmail = uniqueEmail("friend");
    await joinThroughForm(landing, "Katherine Johnson", friendEmail);
    const friendConfirm = await friend.open(await confirmLinkFor(friendEmail));

    // Where the member stands just before the friend confirms (a pending referral counts for nothing).
    const before = placeOn(await memberVisitor.open(statusPath));
    expect(before).toBeGreaterThan(10);

    placeOn(await friendConfirm.form("Confirm").submit());

    const after = await memberVisitor.open(statusPath);
    expect(after.mainText).toContain("1 friend has confirmed through your link.");
    // Ten places up by standing (app/db/waitlist-place.server.ts); the member already standing
    // there joined earlier and keeps the tie, so the place shown is nine better.
    expect(placeOn(after)).toBe(before - REFERRAL_PLACES + 1);
  });

  test("a referral link's code survives a field error in the join form, and counts once the friend confirms", async () => {
    const referrer = await joinByApi("nojs-referrer");
    const referrerStatus = await confirmFromMail(referrer);
    // The referral link, as the status email gives it.
    const statusMail = await waitForMail(referrer, STATUS_SUBJECT);
    const code = /\/\?ref=([a-z0-9]+)/.exec(statusMail.text)?.[1];
    expect(code, statusMail.text).toBeDefined();

    const friend = visitor();
    const landing = await friend.open(`/?ref=${code!}`);
    expect(waitlistForm(landing).value("ref")).toBe(code);

    // A field error first: the code must survive the page the server answers with.
    const friendEmail = uniqueEmail("nojs-friend");
    const refused = await waitlistForm(landing)
      .fill("Full Name", "Mary Jackson")
      .fill("Email Address", friendEmail)
      .submit();
    expect(refused.status).toBe(400);
    expect(waitlistForm(refused).description("Primary Activity")).toBe(
      "Please select your primary activity.",
    );
    expect(waitlistForm(refused).value("ref")).toBe(code);

    const joined = await waitlistForm(refused).select("Primary Activity", "Tennis").submit();
    expect(joined.text("#waitlist form [role=status]")).toBe(WAITLIST_JOINED);
    expect(joined.text("#waitlist form [aria-live=polite]")).toBe(NEXT_STEP);

    // The friend confirms from their email.
    const confirmed = await (await friend.open(await confirmLinkFor(friendEmail))).form("Confirm").submit();
    placeOn(confirmed);
    expect(statuses(confirmed)[0]).toMatch(/^Confirmed!/);
    // The copy button needs JavaScript, so the server does not send it; the link and the plain share links are there.
    expect(
      confirmed.$("main button").filter((_, button) => squash(confirmed.$(button).text()) === "Copy"),
    ).toHaveLength(0);
    expect(valueLabelled(confirmed, "Your referral link")).toMatch(/\/\?ref=[a-z0-9]+$/);
    expect(confirmed.link("Share by email", "main").attr("href")).toMatch(/^mailto:/);

    const status = await visitor().open(referrerStatus);
    expect(status.mainText).toContain("1 friend has confirmed through your link.");
  });
});

describe("leaving the waitlist", () => {
  test("the unsubscribe link in the email removes the member; their status link then says so", async () => {
    const email = await joinByApi("leaver");
    const mail = await waitForMail(email, CONFIRM_SUBJECT);
    const unsubscribeLink = linkIn(mail, "/waitlist/unsubscribe");
    expect(mail.headers["list-unsubscribe"]).toBe(`<${unsubscribeLink}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const leaver = visitor();
    const page = await leaver.open(unsubscribeLink);
    expect(page.status).toBe(200);
    expect(heading(page)).toBe("Leave the waitlist?");
    expect(page.mainText).toContain(email);
    expect(page.$('meta[name="robots"]').attr("content")).toBe("noindex");
    const removed = await page.form("Remove me from the waitlist").submit();
    expect(removed.status).toBe(200);
    expect(heading(removed)).toBe("You have been removed from the waitlist");

    // Again: the same answer, not an error.
    const again = await leaver.open(unsubscribeLink);
    expect(again.status).toBe(200);
    expect(heading(again)).toBe("You have been removed from the waitlist");

    const status = await leaver.open(linkIn(mail, "/waitlist/status"));
    expect(status.status).toBe(410);
    expect(heading(status)).toBe("You are no longer on the waitlist");
    // Their confirmation link is gone with them.
    const confirm = await leaver.open(linkIn(mail, "/waitlist/confirm"));
    expect(heading(confirm)).toBe("This confirmation link does not work");
  });

  test("a mail program's one-click unsubscribe (RFC 8058) is answered 200, twice", async () => {
    const email = await joinByApi("one-click");
    const mail = await waitForMail(email, CONFIRM_SUBJECT);
    const target = mail.headers["list-unsubscribe"]!.replace(/^<|>$/g, "");
    // As a mail provider sends it: a form body, no cookies, no Origin.
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(target, {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        redirect: "manual",
      });
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200]);
    const page = await visitor().open(linkIn(mail, "/waitlist/unsubscribe"));
    expect(heading(page)).toBe("You have been removed from the waitlist");
    const status = await visitor().open(linkIn(mail, "/waitlist/status"));
    expect(status.status).toBe(410);
  });
});

describe("the waitlist's links", () => {
  test("opening the confirmation link confirms nothing; its button does", async () => {
    const email = await joinByApi("scanned");
    const mail = await waitForMail(email, CONFIRM_SUBJECT);
    const confirmLink = linkIn(mail, "/waitlist/confirm");
    const statusLink = linkIn(mail, "/waitlist/status");

    // A mail scanner fetches the link, twice.
    const scanned = await fetch(confirmLink);
    await scanned.body?.cancel();
    expect(scanned.status).toBe(200);
    const member = visitor();
    const opened = await member.open(confirmLink);
    expect(opened.form("Confirm").field("Confirm")).toHaveLength(1);

    const pending = await member.open(statusLink);
    expect(heading(pending)).toBe("Confirm your address");
    expect(pending.mainText).toContain("Check your inbox");
    expect(pending.link("Remove me from the waitlist", "main").attr("href")).toMatch(
      /^\/waitlist\/unsubscribe\?token=/,
    );

    const confirmed = await (await member.open(confirmLink)).form("Confirm").submit();
    placeOn(confirmed);
    // Used: the link now leads to where the member stands.
    const used = await member.open(confirmLink);
    expect(used.path).toMatch(/^\/waitlist\/status\?token=/);
    placeOn(used);
  });

  test("a changed or missing token gets a clear page, never a server error", async () => {
    const email = await joinByApi("tampered");
    const confirmLink = new URL(await confirmLinkFor(email));
    const token = confirmLink.searchParams.get("token")!;
    // A character in the middle (the last one of base64url may carry only padding bits).
    const middle = Math.floor(token.length / 2);
    const tampered = `${token.slice(0, middle)}${token[middle] === "A" ? "B" : "A"}${token.slice(middle + 1)}`;

    const cases = [
      [`/waitlist/confirm?token=${encodeURIComponent(tampered)}`, "This confirmation link does not work"],
      ["/waitlist/confirm", "This confirmation link does not work"],
      [`/waitlist/status?token=${encodeURIComponent(tampered)}`, "This status link does not work"],
      ["/waitlist/status?token=nonsense", "This status link does not work"],
      ["/waitlist/unsubscribe?token=nonsense", "This unsubscribe link does not work"],
    ] as const;
    const someone = visitor();
    for (const [path, expected] of cases) {
      const page = await someone.open(path);
      expect(page.status, path).toBe(400);
      expect(heading(page), path).toBe(expected);
    }

    // Posting a changed token changes nothing and is a 400 too.
    const posts = [
      `/waitlist/confirm?token=${encodeURIComponent(tampered)}`,
      "/waitlist/unsubscribe?token=x",
    ];
    for (const path of posts) {
      const response = await fetch(new URL(path, site().siteUrl), {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
        redirect: "manual",
      });
      await response.body?.cancel();
      expect(response.status, path).toBe(400);
    }
    // The genuine link still works.
    const genuine = await someone.open(confirmLink.href);
    expect(genuine.status).toBe(200);
    expect(genuine.form("Confirm").field("Confirm")).toHaveLength(1);
  });
});
