import { describe, expect, it } from "vitest";

import { ICONS } from "~/lib/seo";

import { robotsTxt, sitemapXml, webManifest } from "./site-files.server";

const ORIGIN = "https://modura.example";

describe("sitemapXml", () => {
  it("lists absolute URLs of the public pages", () => {
    expect(sitemapXml(ORIGIN)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://modura.example/</loc></url>",
        "  <url><loc>https://modura.example/auth</loc></url>",
        "  <url><loc>https://modura.example/lab</loc></url>",
        "  <url><loc>https://modura.example/elegance</loc></url>",
        "  <url><loc>https://modura.example/technology</loc></url>",
        "  <url><loc>https://modura.example/privacy</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes XML in a URL", () => {
    expect(sitemapXml(ORIGIN, ["/a?b=1&c=<2>"])).toContain(
      "<loc>https://modura.example/a?b=1&amp;c=&lt;2&gt;</loc>",
    );
  });
});

describe("robotsTxt", () => {
  it("allows the site, keeps crawlers out of the API and names the sitemap", () => {
    expect(robotsTxt(ORIGIN)).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://modura.example/sitemap.xml\n",
    );
  });
});

describe("webManifest", () => {
  it("names the site, uses its colour and lists icons of both purposes", () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({ name: "Modura", start_url: "/", theme_color: "#0f766e" });
    expect(manifest.icons).toContainEqual({
      src: "/icons/icon-512.png",
      sizes: "512x512",
      type: "image/png",
      purpose: "any",
    });
    expect(manifest.icons.filter((icon) => icon.purpose === "maskable").map((icon) => icon.sizes)).toEqual([
      "192x192",
      "512x512",
    ]);
    expect(ICONS.appleTouch.size).toBe(180);
  });
});
