import { describe, expect, it } from "vitest";

import { PRODUCT_NAME } from "~/lib/product";
import { REFERRAL_PLACES } from "~/vocabulary";

import { confirmedReferralsText, formatPlace, shareLinks, WAITLIST_PAGES } from "./page-texts";

describe("waitlist pages", () => {
  it("are never indexed", () => {
    for (const page of Object.values(WAITLIST_PAGES)) expect(page.indexable).toBe(false);
  });

  it("write places as the emails do", () => {
    expect(formatPlace(1)).toBe("#1");
    expect(formatPlace(1234)).toBe("#1,234");
  });

  it("count confirmed referrals in words", () => {
    expect(confirmedReferralsText(0)).toBe("No friends have confirmed through your link yet.");
    expect(confirmedReferralsText(1)).toBe("1 friend has confirmed through your link.");
    expect(confirmedReferralsText(1200)).toBe("1,200 friends have confirmed through your link.");
    expect(REFERRAL_PLACES).toBe(10);
  });

  it("build mailto and sms links that carry the whole link, encoded", () => {
    const url = "https://modura.example/?ref=ab12cd34";
    const links = shareLinks(url);
    const mail = new URL(links.email);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe(`Join me on the ${PRODUCT_NAME} waitlist`);
    expect(mail.searchParams.get("body")).toContain(url);
    // Spaces as %20, not "+": mail programs do not decode "+" in mailto bodies.
    expect(links.email).not.toContain("+");
    expect(links.sms.startsWith("sms:?body=")).toBe(true);
    expect(decodeURIComponent(links.sms.slice("sms:?body=".length))).toBe(links.text);
    expect(links.text).toContain(url);
  });
});
