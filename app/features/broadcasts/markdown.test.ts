import { describe, expect, it } from "vitest";

import { markdownToEmailHtml, previewLine, safeHref } from "./markdown";

describe("markdownToEmailHtml", () => {
  it("renders paragraphs, emphasis, headings and lists, each element styled inline", () => {
    const html = markdownToEmailHtml("# Big news\n\nWe **ship** in _May_.\n\n- one\n- two\n");
    expect(html).toMatch(/<h1 style="[^"]+">Big news<\/h1>/);
    expect(html).toMatch(/<p style="[^"]+">We <strong>ship<\/strong> in <em>May<\/em>.<\/p>/);
    expect(html).toMatch(/<ul style="[^"]+">\n<li>one<\/li>\n<li>two<\/li>\n<\/ul>/);
  });

  it("shows raw HTML as text, block and inline: nothing passes through", () => {
    const html = markdownToEmailHtml(
      '<script>alert(1)</script>\n\nHello <img src=x onerror="alert(2)"> and <b>bold</b>\n\n<div onclick="x()">block</div>',
    );
    expect(html).not.toMatch(/<script|<img|<b>|<div/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
  });

  it("keeps http(s) and mailto links, and makes any other link plain text", () => {
    const html = markdownToEmailHtml(
      "[site](https://modura.example/a?b=1&c=2) [mail](mailto:hi@modura.example) [bad](javascript:alert(1)) [data](data:text/html,x) [rel](/team) https://auto.example",
    );
    expect(html).toContain('<a href="https://modura.example/a?b=1&amp;c=2" style=');
    expect(html).toContain('<a href="mailto:hi@modura.example" style=');
    expect(html).toContain('<a href="https://auto.example/" style=');
    expect(html).not.toMatch(/javascript:|data:text|href="\/team"/);
    expect(html).toContain(" bad ");
    expect(html).toContain(" rel ");
  });

  it("turns an image into a link to it, never an <img> (the site's mail loads nothing)", () => {
    const html = markdownToEmailHtml(
      '![The "Trail" shoe](https://modura.example/shoe.png) ![x](javascript:1)',
    );
    expect(html).not.toContain("<img");
    expect(html).toContain('<a href="https://modura.example/shoe.png" style=');
    expect(html).toContain("The &quot;Trail&quot; shoe</a>");
  });

  it("escapes code, inline and in blocks", () => {
    const html = markdownToEmailHtml("Use `<b>` here.\n\n```\n<i>x</i> & y\n```\n");
    expect(html).toContain("&lt;b&gt;</code>");
    expect(html).toContain("<code>&lt;i&gt;x&lt;/i&gt; &amp; y</code></pre>");
  });

  it("escapes a link's title and text", () => {
    const html = markdownToEmailHtml('[a <b>](https://x.example "say \\"hi\\" <now>")');
    expect(html).not.toContain("<b>");
    expect(html).toContain('title="say &quot;hi&quot; &lt;now&gt;"');
  });
});

describe("safeHref", () => {
  it("allows http, https and mailto only", () => {
    expect(safeHref(" https://modura.example/x ")).toBe("https://modura.example/x");
    expect(safeHref("HTTP://modura.example")).toBe("http://modura.example/");
    expect(safeHref("mailto:a@b.example")).toBe("mailto:a@b.example");
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:1",
      "data:,x",
      "/relative",
      "//host/x",
      "ftp://x",
      "vbscript:x",
    ])
      expect(safeHref(bad), bad).toBeNull();
  });
});

describe("previewLine", () => {
  it("is the first paragraph as text, cut with an ellipsis", () => {
    expect(previewLine("# Title\n\nHello **there**, see [the shop](https://x.example).\n\nMore.")).toBe(
      "Hello there, see the shop.",
    );
    expect(previewLine(`${"word ".repeat(60)}`, 20)).toBe("word word word word…");
    expect(previewLine("# Only a heading")).toBe("");
  });
});
