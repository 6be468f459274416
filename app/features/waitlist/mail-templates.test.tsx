// @vitest-environment node
import { describe, expect, it } from "vitest";

import { PRODUCT_NAME } from "~/lib/product";
import type { RenderedMail } from "~/platform/mail/message";
import { REFERRAL_PLACES } from "~/vocabulary";

import { waitlistConfirmMail, waitlistStatusMail } from "./mail-templates";

const base = "https://modura.example";
const urls = {
  confirmUrl: `${base}/waitlist/confirm?token=c.1`,
  statusUrl: `${base}/waitlist/status?token=s.2`,
  unsubscribeUrl: `${base}/waitlist/unsubscribe?token=u.3`,
};
const referralUrl = `${base}/?ref=abc123defg`;

const confirm = () => waitlistConfirmMail(urls);
const status = () => waitlistStatusMail({ place: 1234, referralUrl, ...urls });

/** The href values of the HTML part, decoded as a mail program reads them. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

function expectListMail(mail: RenderedMail) {
  expect(mail.headers).toEqual({
    "List-Unsubscribe": `<${urls.unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
}

function expectNoRemoteContent(html: string) {
  expect(html).not.toMatch(/<img\b/i);
  expect(html).not.toMatch(/src\s*=\s*["']?(https?:)?\/\//i);
  expect(html).not.toMatch(/url\(/i);
  expect(html).not.toMatch(/<link\b[^>]*stylesheet/i);
}

describe("waitlistConfirmMail", () => {
  it("asks to confirm, in both parts, with the confirm, status and unsubscribe links", async () => {
    const mail = await confirm();
    expect(mail.subject).toBe(`Confirm your place on the ${PRODUCT_NAME} waitlist`);
    for (const url of Object.values(urls)) {
      expect(mail.text).toContain(url);
      expect(hrefs(mail.html)).toContain(url);
    }
    expect(mail.text).toMatch(/^Hi,$/m);
    expect(mail.text).toMatch(/7 days/);
    expect(mail.html).toMatch(/Confirm my place/);
    expect(mail.text).toMatch(/Confirm my place/);
    // The preview line is for the inbox listing only, not a paragraph of the text part.
    expect(mail.text).not.toMatch(/One press/);
  });

  it("is list mail with one-click unsubscribe (RFC 8058)", async () => {
    expectListMail(await confirm());
  });

  it("loads nothing from anywhere", async () => {
    expectNoRemoteContent((await confirm()).html);
  });
});

describe("waitlistStatusMail", () => {
  it("gives the place, the referral link and how referring moves one up, in both parts", async () => {
    const mail = await status();
    expect(mail.subject).toBe(`You're #1,234 in line for ${PRODUCT_NAME}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toMatch(/#1,234 in line/);
      expect(part).toContain(`moves you up ${REFERRAL_PLACES}`);
    }
    for (const url of [referralUrl, urls.statusUrl, urls.unsubscribeUrl]) {
      expect(mail.text).toContain(url);
      expect(hrefs(mail.html)).toContain(url);
    }
  });

  it("is list mail with one-click unsubscribe (RFC 8058)", async () => {
    expectListMail(await status());
  });

  it("loads nothing from anywhere", async () => {
    expectNoRemoteContent((await status()).html);
  });
});

describe("the brand", () => {
  it("names the product as text and uses the site's teal", async () => {
    const { html } = await confirm();
    expect(html).toContain(`>${PRODUCT_NAME}<`);
    expect(html).toMatch(/#0f766e/i);
    expect(html).toMatch(/<html[^>]*lang="en"/);
  });
});
