import * as cheerio from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";

import { findWaitlistEntryByEmail } from "../../app/db/waitlist.server";
import { databaseKinds } from "../../dev/harness/databases";
import { useTestServer } from "../../dev/harness/test-server";
import { type TeamTestMember, getPage, postForm, teamMember } from "../../dev/harness/team-accounts";

const SHOP = "https://shop.example";

/**
 * The waitlist's form on other sites' pages: framed only by the listed origins, every other page by
 * none; its joins count the embedding site as their source; the launch room gives the snippet.
 */
describe.each(databaseKinds())("the embedded waitlist form on $label", (kind) => {
  const ctx = useTestServer(kind, { EMBED_ORIGINS: `${SHOP}, https://partner.example` });
  let analyst: TeamTestMember;

  const frameAncestors = (response: Response) =>
    /frame-ancestors ([^;]+)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

  beforeAll(async () => {
    analyst = await teamMember(ctx.server, ctx.database, "analyst");
  });

  it("may be framed by the listed sites alone, and every other page by none", async () => {
    const embed = await fetch(`${ctx.server.url}/embed/waitlist`, { headers: { Referer: `${SHOP}/launch` } });
    expect(embed.status).toBe(200);
    expect(frameAncestors(embed)).toBe(`${SHOP} https://partner.example`);
    expect(embed.headers.get("x-frame-options")).toBeNull();
    for (const path of ["/", "/privacy", "/auth"]) {
      const page = await fetch(`${ctx.server.url}${path}`);
      expect(frameAncestors(page), path).toBe("'none'");
      expect(page.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  it("is the form alone, posting back to itself with the site it is on, its notice opening beside it", async () => {
    const $ = cheerio.load(
      await (
        await fetch(`${ctx.server.url}/embed/waitlist`, { headers: { Referer: `${SHOP}/launch` } })
      ).text(),
    );
    expect($("h1").text()).toBe("Join the Modura waitlist");
    expect($("header, footer")).toHaveLength(0);
    expect($("meta[name=robots]").attr("content")).toBe("noindex");
    expect($("#waitlist-form").attr("action")).toBe("/embed/waitlist?site=shop.example");
    expect($("a[href='/privacy']").attr("target")).toBe("_blank");
    // Opened from a site that is not listed: the form names none.
    const elsewhere = cheerio.load(
      await (
        await fetch(`${ctx.server.url}/embed/waitlist`, { headers: { Referer: "https://evil.example/" } })
      ).text(),
    );
    expect(elsewhere("#waitlist-form").attr("action")).toBe("/embed/waitlist");
  });

  it("joins without JavaScript, the listed site as the source, and a site not listed as none", async () => {
    const entry = { fullName: "Embedded Ada", primaryActivity: "trail" };
    const joined = await postForm(ctx.server, "/embed/waitlist?site=shop.example", {
      ...entry,
      email: "embedded-ada@example.com",
    });
    expect(joined.status).toBe(200);
    expect(
      cheerio
        .load(await joined.text())("main")
        .text(),
    ).toContain("Check your inbox to confirm your place.");
    expect(await findWaitlistEntryByEmail(ctx.database.db, "embedded-ada@example.com")).toMatchObject({
      referrerHost: "shop.example",
      utmMedium: "embed",
      status: "pending",
    });

    expect(
      (
        await postForm(ctx.server, "/embed/waitlist?site=evil.example", {
          ...entry,
          email: "embedded-bob@example.com",
        })
      ).status,
    ).toBe(200);
    expect(await findWaitlistEntryByEmail(ctx.database.db, "embedded-bob@example.com")).toMatchObject({
      referrerHost: null,
      utmMedium: null,
    });

    const invalid = await postForm(ctx.server, "/embed/waitlist?site=shop.example", {
      fullName: "A",
      email: "x",
    });
    expect(invalid.status).toBe(400);
    expect(
      cheerio
        .load(await invalid.text())("#waitlist-email-error")
        .text(),
    ).toBe("Please enter a valid email address.");
  });

  it("gives the team the sites and the snippet", async () => {
    const $ = cheerio.load(await (await getPage(ctx.server, "/team/embed", analyst.cookie)).text());
    expect(
      $("[data-testid=embed-origins] li")
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual([SHOP, "https://partner.example"]);
    expect($("[data-testid=embed-snippet]").text()).toContain(
      `<iframe src="${ctx.server.url}/embed/waitlist"`,
    );
    expect((await getPage(ctx.server, "/team/embed")).status).toBe(404);
  });
});
