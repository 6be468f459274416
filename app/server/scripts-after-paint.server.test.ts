import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, test } from "vitest";

import {
  AFTER_PAINT_TYPE,
  ScriptsAfterPaint,
  afterPaintLoader,
  scriptsAfterPaint,
} from "./scripts-after-paint.server";

const NONCE = "bm9uY2U=";
// The shape React Router's <Scripts> renders, with React's hoisting of the preloads into <head>.
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/home-B.js" nonce="${NONCE}"/>` +
  `<script nonce="${NONCE}">document.documentElement.classList.add('js')</script></head>` +
  `<body><main><p>a &lt; b, "quoted" text</p></main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {"a":1};</script>` +
  `<script nonce="${NONCE}" type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client-A.js");</script>` +
  `<script nonce="${NONCE}">window.__later = 1;</script></body></html>`;

function rewriteWhole(html: string): string {
  const rewriter = new ScriptsAfterPaint(NONCE);
  return rewriter.push(html) + rewriter.flush();
}

describe("ScriptsAfterPaint", () => {
  test("drops the modulepreloads, makes the module script inert and adds the loader right after it", () => {
    const out = rewriteWhole(PAGE);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain(
      `<script nonce="${NONCE}" type="${AFTER_PAINT_TYPE}">import "/assets/manifest.js";`,
    );
    const loader = `<script nonce="${NONCE}">${afterPaintLoader(["/assets/entry.client-A.js", "/assets/home-B.js"])}</script>`;
    expect(out).toContain(
      `import("/assets/entry.client-A.js");</script>${loader}<script nonce="${NONCE}">window.__later`,
    );
    // Everything else is untouched, but `async`, which HTML allows only on a script a browser runs.
    expect(out.replace(loader, "")).toBe(
      PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(
        'type="module" async=""',
        `type="${AFTER_PAINT_TYPE}"`,
      ),
    );
    expect(out).not.toMatch(/type="modura\/after-paint"[^>]*\basync/);
  });

  test("gives the same page however the stream is cut, even inside a tag", () => {
    const whole = rewriteWhole(PAGE);
    for (let size = 1; size <= 64; size++) {
      const rewriter = new ScriptsAfterPaint(NONCE);
      let out = "";
      for (let at = 0; at < PAGE.length; at += size) out += rewriter.push(PAGE.slice(at, at + size));
      out += rewriter.flush();
      expect(out, `chunks of ${size}`).toBe(whole);
    }
  });

  test("leaves a page without React Router's scripts as it is", () => {
    const page = `<html><body><p>404</p><script nonce="${NONCE}">x()</script></body></html>`;
    expect(rewriteWhole(page)).toBe(page);
  });

  test("rewrites only the first module script", () => {
    const page = `<script type="module">a()</script><script type="module">b()</script>`;
    const out = rewriteWhole(page);
    expect(out.match(new RegExp(`<script type="${AFTER_PAINT_TYPE}">`, "g"))).toHaveLength(1);
    expect(out).toContain(`<script type="module">b()</script>`);
  });
});

describe("afterPaintLoader", () => {
  test("escapes < so no href can end the script", () => {
    expect(afterPaintLoader(["/a</script><script>alert(1)//"])).not.toContain("</script>");
  });
});

describe("scriptsAfterPaint (stream)", () => {
  test("keeps multi-byte characters cut between chunks", async () => {
    const page = `<p>Café — naïve ✓</p>${PAGE}`;
    const bytes = Buffer.from(page);
    // One byte at a time splits every multi-byte character.
    const chunks = [...bytes].map((byte) => Buffer.from([byte]));
    const out = await text(Readable.from(chunks).pipe(scriptsAfterPaint(NONCE)));
    expect(out).toBe(rewriteWhole(page));
    expect(out).toContain("Café — naïve ✓");
  });
});
