// @vitest-environment node
import { describe, expect, it } from "vitest";

import { PRODUCT_NAME } from "~/lib/product";

import { OFFER } from "./early-access-offer";
import { earlyAccessInviteMail } from "./mail-templates";

const base = "https://modura.example";
const props = {
  offerUrl: `${base}/early-access/e.1`,
  expiresAt: new Date(Date.UTC(2026, 11, 9, 12)),
  statusUrl: `${base}/waitlist/status?token=s.2`,
  unsubscribeUrl: `${base}/waitlist/unsubscribe?token=u.3`,
};

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("earlyAccessInviteMail", () => {
  it("offers early access, with the offer, the timing, the expiry and the links, in both parts", async () => {
    const mail = await earlyAccessInviteMail(props);
    expect(mail.subject).toBe(`You're invited: early access to ${PRODUCT_NAME}`);
    expect(mail.text).toMatch(/^Hi,$/m);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(OFFER);
      expect(part).toContain("4 weeks before the launch, planned for Q3");
      expect(part).toContain("December 9, 2026 (UTC)");
    }
    expect(OFFER).toBe(
      "early access to the limited first production run, 30% off and a complimentary extra sole",
    );
    for (const url of [props.offerUrl, props.statusUrl, props.unsubscribeUrl]) {
      expect(mail.text).toContain(url);
      expect(hrefs(mail.html)).toContain(url);
    }
    expect(mail.text).toMatch(/See your invitation/);
  });

  it("is list mail with one-click unsubscribe (RFC 8058) and loads nothing from anywhere", async () => {
    const mail = await earlyAccessInviteMail(props);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${props.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.html).not.toMatch(/<img\b/i);
    expect(mail.html).not.toMatch(/src\s*=\s*["']?(https?:)?\/\//i);
  });
});
