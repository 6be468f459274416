import { describe, expect, it } from "vitest";

import { embedAttribution, embedSnippet, embeddingSite } from "./embed";

const ORIGINS = ["https://shop.example", "http://localhost:8080"];

describe("the embedded form's site", () => {
  it("is the listed site its posts name, else the listed site its page is on", () => {
    expect(embeddingSite("shop.example", null, ORIGINS)).toEqual({
      origin: "https://shop.example",
      host: "shop.example",
    });
    expect(embeddingSite(null, "https://shop.example/pages/launch?x=1", ORIGINS)).toEqual({
      origin: "https://shop.example",
      host: "shop.example",
    });
    expect(embeddingSite(null, "http://localhost:8080/", ORIGINS)?.host).toBe("localhost:8080");
  });

  it("is none for a site that is not listed, another scheme or port of one, or no address", () => {
    for (const [site, referer] of [
      ["evil.example", null],
      [null, "https://evil.example/"],
      [null, "http://shop.example/"],
      [null, "http://localhost:9090/"],
      [null, "not an address"],
      [null, null],
    ] as const)
      expect(embeddingSite(site, referer, ORIGINS), `${site} ${referer}`).toBeNull();
    expect(embeddingSite(null, "https://shop.example/", [])).toBeNull();
  });

  it("is the join's source, as a referrer's host", () => {
    expect(embedAttribution({ origin: "https://shop.example", host: "shop.example" })).toEqual({
      utmSource: null,
      utmMedium: "embed",
      utmCampaign: null,
      referrerHost: "shop.example",
    });
  });

  it("is given a snippet that frames the form and takes only our frame's height messages", () => {
    const snippet = embedSnippet("https://modura.example/some/path");
    expect(snippet).toContain(
      '<iframe src="https://modura.example/embed/waitlist" title="Join the Modura waitlist"',
    );
    expect(snippet).toContain('event.origin !== "https://modura.example"');
  });
});
