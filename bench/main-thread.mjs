// npm run bench:main-thread — what holds the main thread after first paint, per route: each load in
// Chromium with the CPU slowed 4× through the DevTools protocol and a performance trace; every task
// after first contentful paint is classed by what it did (style/layout, HTML parsing, module
// evaluation, the after-paint loader, React's scheduler, SVG images) and summed as Lighthouse sums
// blocking time (the part of each task over 50 ms). Medians of N loads; figures only.
//
//   npm run bench:main-thread -- [--runs 6] [--routes /,/auth] [--compare DIR] [--no-build]
//                                [--cpu-slowdown 4]
//
// Lighthouse's TBT (`npm run bench:web`) gives the total; this says where it goes. `--compare DIR`
// serves another checkout's build (built there) and loads the two in turn, so a busy machine slows
// both alike: on this project's machine one page's blocking time ranges several-fold between loads.
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";

import { FULL_BROWSER_PATHS, chromiumLaunchOptions } from "../dev/harness/chromium.ts";

import { signUp } from "./lib/accounts.mjs";
import { infoLines, markdownTable, median, runInfo, writeResults } from "./lib/report.mjs";
import { build, startServer } from "./lib/server.mjs";

const PORT = 3310;
const SIGNED_IN_ROUTES = ["/dashboard", "/adaptiq-demo"];
const BLOCKING_OVER_MS = 50;
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "blink",
  "loading",
  "toplevel",
].join(",");
const CLASSES = ["style/layout", "parse", "evaluate", "loader", "react", "svg", "other"];

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "6" },
    routes: { type: "string", default: "/,/auth,/lab,/dashboard" },
    compare: { type: "string" },
    "no-build": { type: "boolean", default: false },
    // 4× as Lighthouse's mobile preset; ~15× on a fast host is a cheap phone (bench/web.mjs says why).
    "cpu-slowdown": { type: "string", default: "4" },
  },
});
const CPU_SLOWDOWN = Number(flags["cpu-slowdown"]);
if (!(CPU_SLOWDOWN >= 1)) throw new Error(`--cpu-slowdown must be 1 or more, got ${flags["cpu-slowdown"]}`);
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${flags.runs}`);
const routes = flags.routes.split(",");

/** What a task did, from the events inside it; the first that applies wins. */
function classify(children) {
  const has = (name) => children.some((event) => event.name === name);
  const called = children.find((event) => event.name === "FunctionCall")?.args?.data?.functionName;
  if (has("v8.evaluateModule")) return "evaluate";
  if (has("SVGImage::DataChanged")) return "svg";
  if (called === "start" || called === "preload" || called === "run") return "loader";
  if (has("MessagePort::Accept")) return "react";
  if (has("ParseHTML")) return "parse";
  if (has("Layout") || has("UpdateLayoutTree")) return "style/layout";
  return "other";
}

/** One load: first contentful paint, main-thread time after it, and blocking time by class. */
async function measure(browser, url, cookie) {
  const context = await browser.newContext();
  try {
    if (cookie) {
      const pairs = cookie.split("; ").map((pair) => pair.split(/=(.*)/s));
      await context.addCookies(pairs.map(([name, value]) => ({ name, value, url })));
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: TRACE_CATEGORIES, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    if (new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`landed on ${page.url()} instead of ${url} (signed out?)`);
    }
    // Hydration and its effects finish after load on a slowed CPU.
    await page.waitForTimeout(4_000);
    await cdp.send("Tracing.end");
    await complete;

    const fcp = events.find((event) => event.name === "firstContentfulPaint");
    if (!fcp) throw new Error("no first contentful paint in the trace");
    const onMain = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === "X");
    const tasks = onMain.filter((event) => event.name === "RunTask" && event.ts > fcp.ts);
    const start = Math.min(...onMain.filter((e) => e.name === "ParseHTML").map((e) => e.ts));
    const blocking = Object.fromEntries(CLASSES.map((name) => [name, 0]));
    let busyMs = 0;
    let longestMs = 0;
    for (const task of tasks) {
      const ms = task.dur / 1000;
      busyMs += ms;
      longestMs = Math.max(longestMs, ms);
      if (ms <= BLOCKING_OVER_MS) continue;
      const children = onMain.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
      );
      blocking[classify(children)] += ms - BLOCKING_OVER_MS;
    }
    const blockingMs = Object.values(blocking).reduce((sum, ms) => sum + ms, 0);
    return { fcpMs: (fcp.ts - start) / 1000, busyMs, longestMs, blockingMs, blocking };
  } finally {
    await context.close();
  }
}

function medianRow(label, samples) {
  const of = (pick) => Math.round(median(samples.map(pick)) ?? NaN);
  return [
    label,
    samples.length,
    of((s) => s.fcpMs),
    of((s) => s.blockingMs),
    of((s) => s.busyMs),
    of((s) => s.longestMs),
    ...CLASSES.map((name) => of((s) => s.blocking[name])),
  ];
}

if (!flags["no-build"]) build();
const builds = [{ label: "this checkout", server: await startServer({ port: PORT }) }];
if (flags.compare)
  builds.push({ label: flags.compare, server: await startServer({ port: PORT + 1, cwd: flags.compare }) });
const browser = await chromium.launch(chromiumLaunchOptions(FULL_BROWSER_PATHS));
try {
  for (const entry of builds) {
    if (routes.some((route) => SIGNED_IN_ROUTES.includes(route))) {
      entry.cookie = (await signUp(entry.server.origin, "bench-main-thread")).cookie;
    }
  }
  const samples = new Map();
  for (const route of routes) {
    for (let run = 1; run <= runs; run++) {
      for (const { label, server, cookie } of builds) {
        const signedIn = SIGNED_IN_ROUTES.includes(route);
        const sample = await measure(browser, `${server.origin}${route}`, signedIn ? cookie : undefined);
        const key = `${route}\t${label}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        console.log(
          `${route} [${label}] run ${run}/${runs}: blocking ${Math.round(sample.blockingMs)} ms, longest task ${Math.round(sample.longestMs)} ms`,
        );
      }
    }
  }
  const headers = ["route", "loads", "FCP ms", "blocking ms", "busy ms", "longest ms", ...CLASSES];
  const rows = [...samples].map(([key, list]) => {
    const [route, label] = key.split("\t");
    return medianRow(builds.length > 1 ? `${route} [${label}]` : route, list);
  });
  const info = runInfo();
  const table = markdownTable(headers, rows);
  const markdown = [
    "# Main thread after first paint (medians)",
    "",
    infoLines(info, {
      runs,
      settings: `CPU ${CPU_SLOWDOWN}× through the DevTools protocol, unthrottled network`,
      command: `npm run bench:main-thread -- ${process.argv.slice(2).join(" ")}`.trim(),
    }),
    "",
    `Blocking is each task's time over ${BLOCKING_OVER_MS} ms after first contentful paint, summed; the class columns split it by what the task did. Busy is all main-thread task time after first contentful paint.`,
    "",
    table,
    "",
  ].join("\n");
  console.log(`\n${table}\n`);
  await writeResults(CPU_SLOWDOWN === 4 ? "main-thread" : `main-thread-cpu${CPU_SLOWDOWN}`, markdown, {
    ...info,
    runs,
    routes: Object.fromEntries(samples),
  });
} finally {
  await browser.close();
  for (const { server } of builds) {
    await server.stop();
    server.removeData();
  }
}
