import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, test } from "vitest";
import { JSDOM } from "jsdom";

import {
  AFTER_PAINT_TYPE,
  PRELOADS_PER_TASK,
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

  /** A page holding one inert script, with the browser's task queue in the test's hands. */
  function pageWithLoader(hrefs: string[], visibility: "visible" | "hidden") {
    const { window } = new JSDOM(
      `<!DOCTYPE html><head></head><body><script nonce="${NONCE}" type="${AFTER_PAINT_TYPE}">import("/e.js");</script></body>`,
      { runScripts: "outside-only" },
    );
    const tasks: (() => void)[] = [];
    const enqueue = (task: () => void) => tasks.push(task);
    Object.assign(window, { setTimeout: enqueue, requestAnimationFrame: enqueue });
    Object.defineProperty(window.document, "visibilityState", { value: visibility });
    window.eval(afterPaintLoader(hrefs));
    const head = window.document.head;
    const preloads = () =>
      [...head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));
    const modules = () => [...head.querySelectorAll('script[type="module"]')];
    return { tasks, preloads, modules };
  }

  test("after the first frame, preloads a few modules per task, then starts the scripts in a task of their own", () => {
    const hrefs = ["/1.js", "/2.js", "/3.js", "/4.js", "/5.js", "/6.js", "/7.js"];
    const page = pageWithLoader(hrefs, "visible");
    expect(page.preloads()).toEqual([]);
    const perTask: number[] = [];
    let startedAfterTask = -1;
    for (let task = 0; page.tasks.length > 0 && task < 50; task++) {
      const before = page.preloads().length;
      page.tasks.shift()!();
      perTask.push(page.preloads().length - before);
      if (page.modules().length > 0 && startedAfterTask === -1) startedAfterTask = task;
    }
    expect(page.preloads()).toEqual(hrefs);
    expect(Math.max(...perTask)).toBeLessThanOrEqual(PRELOADS_PER_TASK);
    // The task that starts the scripts adds no link, and comes after the last one.
    expect(perTask[startedAfterTask]).toBe(0);
    expect(perTask.slice(startedAfterTask).every((added) => added === 0)).toBe(true);
    expect(page.modules()).toHaveLength(1);
    const module = page.modules()[0] as HTMLScriptElement;
    expect(module.nonce).toBe(NONCE);
    expect(module.textContent).toBe('import("/e.js");');
  });

  test("starts at once in a hidden tab, where no frame comes", () => {
    const page = pageWithLoader(["/1.js", "/2.js", "/3.js", "/4.js"], "hidden");
    expect(page.preloads()).toEqual(["/1.js", "/2.js", "/3.js"]);
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
