import { describe, expect, it } from "vitest";

import { OG_IMAGE, PAGES, absoluteUrl, landingStructuredData, pageMeta, publicUrlFromMatches } from "./seo";

const ORIGIN = "https://modura.example";

/** The content of the tag whose name or property is `key`. */
function tag(tags: ReturnType<typeof pageMeta>, key: string): string | undefined {
  const found = tags.find((t) => ("name" in t && t.name === key) || ("property" in t && t.property === key));
  return found && "content" in found ? String(found.content) : undefined;
}

describe("PAGES", () => {
  it("gives every page its own title and a description of 50 to 160 characters", () => {
    const pages = Object.values(PAGES);
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.description.length, page.title).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.title).toBeLessThanOrEqual(160);
    }
  });
});

describe("absoluteUrl", () => {
  it("joins the origin and the path with one slash", () => {
    expect(absoluteUrl(ORIGIN, "/")).toBe("https://modura.example/");
    expect(absoluteUrl(`${ORIGIN}/`, "/lab")).toBe("https://modura.example/lab");
    expect(absoluteUrl(ORIGIN, "lab")).toBe("https://modura.example/lab");
  });
});

describe("publicUrlFromMatches", () => {
  it("reads the root loader's publicUrl", () => {
    const matches = [
      { id: "root", loaderData: { publicUrl: ORIGIN, user: null } },
      { id: "routes/lab", loaderData: null },
    ];
    expect(publicUrlFromMatches(matches)).toBe(ORIGIN);
  });

  it("is undefined when the root has no data (an error before its loader ran)", () => {
    expect(publicUrlFromMatches([{ id: "root", loaderData: undefined }])).toBeUndefined();
    expect(publicUrlFromMatches([{ id: "root", loaderData: { publicUrl: 3 } }])).toBeUndefined();
    expect(publicUrlFromMatches([undefined])).toBeUndefined();
  });
});

describe("pageMeta", () => {
  it("gives a public page its title, description, canonical URL and sharing tags", () => {
    const tags = pageMeta(PAGES.lab, ORIGIN);
    expect(tags).toContainEqual({ title: PAGES.lab.title });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://modura.example/lab" });
    expect(tag(tags, "description")).toBe(PAGES.lab.description);
    expect(tag(tags, "robots")).toBeUndefined();
    expect(tag(tags, "og:url")).toBe("https://modura.example/lab");
    expect(tag(tags, "og:title")).toBe(PAGES.lab.title);
    expect(tag(tags, "og:description")).toBe(PAGES.lab.description);
    expect(tag(tags, "og:image")).toBe("https://modura.example/images/og-modura.png");
    expect(tag(tags, "og:image:width")).toBe("1200");
    expect(tag(tags, "og:image:height")).toBe("630");
    expect(tag(tags, "og:image:alt")).toBe(OG_IMAGE.alt);
    expect(tag(tags, "twitter:card")).toBe("summary_large_image");
    expect(tag(tags, "twitter:image")).toBe("https://modura.example/images/og-modura.png");
  });

  it("marks a signed-in page noindex", () => {
    expect(tag(pageMeta(PAGES.dashboard, ORIGIN), "robots")).toBe("noindex");
    expect(tag(pageMeta(PAGES.adaptiqDemo, ORIGIN), "robots")).toBe("noindex");
    expect(tag(pageMeta(PAGES.googleComplete, ORIGIN), "robots")).toBe("noindex");
  });

  it("gives the not-found page no canonical URL, since it answers for any path", () => {
    const tags = pageMeta(PAGES.notFound, ORIGIN);
    expect(tags.some((t) => "rel" in t && t.rel === "canonical")).toBe(false);
    expect(tag(tags, "og:url")).toBeUndefined();
    expect(tag(tags, "robots")).toBe("noindex");
    expect(tag(tags, "og:image")).toBe("https://modura.example/images/og-modura.png");
  });

  it("leaves out the absolute URLs rather than guess them without an origin", () => {
    const tags = pageMeta(PAGES.home, undefined);
    expect(tags.some((t) => "rel" in t)).toBe(false);
    expect(tag(tags, "og:image")).toBeUndefined();
    expect(tag(tags, "og:title")).toBe(PAGES.home.title);
  });
});

describe("landingStructuredData", () => {
  const data = landingStructuredData(ORIGIN);
  const [organization, product] = data["@graph"];

  it("describes the organization and the product with absolute URLs", () => {
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Modura",
      url: "https://modura.example/",
      logo: "https://modura.example/icons/icon-512.png",
    });
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Modura",
      brand: { "@id": organization!["@id"] },
      image: "https://modura.example/images/og-modura.png",
    });
  });

  it("states the offer and invents no price, availability or rating", () => {
    const offer = (product as { offers: Record<string, unknown> }).offers;
    expect(offer.description).toContain("30% off and a complimentary extra sole");
    expect(offer.url).toBe("https://modura.example/#waitlist");
    const json = JSON.stringify(data);
    for (const invented of ["price", "availability", "aggregateRating", "review", "ratingValue"]) {
      expect(json).not.toContain(`"${invented}`);
    }
  });
});
