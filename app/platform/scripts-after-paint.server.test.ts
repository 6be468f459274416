import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, test } from "vitest";
import { JSDOM } from "jsdom";

import {
  AFTER_PAINT_TYPE,
  LOADER_ATTRIBUTE,
  PAINT_WAIT_MS,
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
    const loader = `<script nonce="${NONCE}" ${LOADER_ATTRIBUTE}>${afterPaintLoader(["/assets/entry.client-A.js", "/assets/home-B.js"])}</script>`;
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

  /** What the page's PerformanceObserver stand-in lets a test do: report first contentful paint. */
  interface PaintTiming {
    reportFirstContentfulPaint(): void;
    observing(): boolean;
  }

  /**
   * A page holding one inert script, with the browser's task queue in the test's hands: each
   * setTimeout or requestAnimationFrame callback is a task the test runs, with its delay. With
   * `paintTiming`, the page has a PerformanceObserver that knows "paint" entries (jsdom has none).
   */
  function pageWithLoader(hrefs: string[], visibility: "visible" | "hidden", withPaintTiming = false) {
    const { window } = new JSDOM(
      `<!DOCTYPE html><head></head><body><script nonce="${NONCE}" type="${AFTER_PAINT_TYPE}">import("/e.js");</script></body>`,
      { runScripts: "outside-only" },
    );
    const tasks: { run: () => void; delay: number | "frame" }[] = [];
    Object.assign(window, {
      setTimeout: (run: () => void, delay = 0) => tasks.push({ run, delay }),
      requestAnimationFrame: (run: () => void) => tasks.push({ run, delay: "frame" }),
    });
    const paint: PaintTiming = { reportFirstContentfulPaint: () => {}, observing: () => false };
    if (withPaintTiming) {
      let callback: ((list: unknown, observer: { disconnect(): void }) => void) | undefined;
      let connected = false;
      class PerformanceObserver {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"];
        constructor(cb: typeof callback) {
          callback = cb;
        }
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: "paint", buffered: true });
          connected = true;
        }
        disconnect() {
          connected = false;
        }
      }
      const list = (name: string) => ({
        getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []),
      });
      paint.reportFirstContentfulPaint = () => {
        callback!(list("first-paint"), { disconnect: () => {} });
        callback!(list("first-contentful-paint"), { disconnect: () => (connected = false) });
      };
      paint.observing = () => connected;
      Object.assign(window, { PerformanceObserver });
    }
    Object.defineProperty(window.document, "visibilityState", { value: visibility });
    window.eval(afterPaintLoader(hrefs));
    const head = window.document.head;
    const preloads = () =>
      [...head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));
    const modules = () => [...head.querySelectorAll('script[type="module"]')];
    /** Runs queued tasks in order (those with a delay over `upToDelay` stay queued) until none is left. */
    const runTasks = (upToDelay = Infinity) => {
      for (let guard = 0; guard < 50; guard++) {
        const next = tasks.findIndex(({ delay }) => delay === "frame" || delay <= upToDelay);
        if (next === -1) return;
        tasks.splice(next, 1)[0]!.run();
      }
      throw new Error("the loader kept queueing tasks");
    };
    return { tasks, preloads, modules, paint, runTasks };
  }

  test("after the first frame, preloads a few modules per task, then starts the scripts in a task of their own", () => {
    const hrefs = ["/1.js", "/2.js", "/3.js", "/4.js", "/5.js", "/6.js", "/7.js"];
    const page = pageWithLoader(hrefs, "visible");
    expect(page.preloads()).toEqual([]);
    const perTask: number[] = [];
    let startedAfterTask = -1;
    for (let task = 0; page.tasks.length > 0 && task < 50; task++) {
      const before = page.preloads().length;
      page.tasks.shift()!.run();
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

  test("with paint timing, waits for first contentful paint on screen, not for the frame that draws it", () => {
    const page = pageWithLoader(["/1.js", "/2.js"], "visible", true);
    expect(page.paint.observing()).toBe(true);
    // The frame comes and goes, and every task that is not the long wait runs: nothing starts.
    page.runTasks(0);
    expect(page.preloads()).toEqual([]);
    expect(page.tasks.map(({ delay }) => delay)).toEqual([PAINT_WAIT_MS]);

    page.paint.reportFirstContentfulPaint();
    expect(page.paint.observing()).toBe(false);
    // Not inside the observer's callback, but in a task after it.
    expect(page.preloads()).toEqual([]);
    page.runTasks(0);
    expect(page.preloads()).toEqual(["/1.js", "/2.js"]);
    expect(page.modules()).toHaveLength(1);
    // The long wait then finds it started, and starts nothing twice.
    page.runTasks();
    expect(page.preloads()).toHaveLength(2);
    expect(page.modules()).toHaveLength(1);
  });

  test("with paint timing but no contentful paint, starts a while after the first frame", () => {
    const page = pageWithLoader(["/1.js"], "visible", true);
    page.runTasks(0);
    expect(page.modules()).toHaveLength(0);
    page.runTasks();
    expect(page.preloads()).toEqual(["/1.js"]);
    expect(page.modules()).toHaveLength(1);
  });

  test("starts at once in a hidden tab, where no frame comes", () => {
    for (const withPaintTiming of [false, true]) {
      const page = pageWithLoader(["/1.js", "/2.js", "/3.js", "/4.js"], "hidden", withPaintTiming);
      expect(page.preloads()).toEqual(["/1.js", "/2.js", "/3.js"]);
      expect(page.paint.observing()).toBe(false);
    }
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
