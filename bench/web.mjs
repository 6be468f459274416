// npm run bench:web — Lighthouse 12 on every route of a fresh production build, with the mobile
// defaults and the desktop preset, N runs each; prints the median table per preset and writes
// bench/results/web-<preset>.md and .json. Figures only: nothing here passes or fails.
//
//   npm run bench:web -- [--runs 5] [--routes /,/lab] [--presets mobile,desktop] [--no-build]
//                        [--compare DIR] [--cpu-slowdown 4]
//
// `--compare DIR` also serves another checkout's production build (an older commit, built there) and
// audits the two in turn, run by run, so a busy machine slows both alike: on this project's machine
// one page's TBT ranges tenfold between runs, and only side-by-side figures say which build is faster.
//
// `--cpu-slowdown N` replaces the mobile preset's 4× CPU slowdown. Lighthouse's 4× turns a fast desktop
// (its benchmark index ~4,000) into a mid-range phone (DevTools calibrates a Pixel 5 at ~1,000 and a
// Moto G4-class phone at ~260), so the mobile figures depend on the host: the table gives the host's
// median index, and e.g. `--cpu-slowdown 15` on a ~4,000 host shows a cheap phone.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

import { signUp } from "./lib/accounts.mjs";
import { infoLines, markdownTable, median, runInfo, writeResults } from "./lib/report.mjs";
import { build, startServer } from "./lib/server.mjs";

const PORT = 3300;
const NOT_FOUND_PATH = "/this-page-does-not-exist";
const PUBLIC_ROUTES = ["/", "/auth", "/lab", "/elegance", "/technology", NOT_FOUND_PATH];
const SIGNED_IN_ROUTES = ["/dashboard", "/adaptiq-demo"];
const PRESETS = { mobile: undefined, desktop: desktopConfig };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    routes: { type: "string" },
    presets: { type: "string", default: "mobile,desktop" },
    "no-build": { type: "boolean", default: false },
    compare: { type: "string" },
    "cpu-slowdown": { type: "string" },
  },
});
const runs = Number(flags.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${flags.runs}`);
const routes = flags.routes ? flags.routes.split(",") : [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];
const presets = flags.presets.split(",");
const cpuSlowdown = flags["cpu-slowdown"] === undefined ? undefined : Number(flags["cpu-slowdown"]);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) {
  throw new Error(`--cpu-slowdown must be a number of 1 or more, got ${flags["cpu-slowdown"]}`);
}
if (cpuSlowdown !== undefined && presets.includes("desktop")) {
  throw new Error("--cpu-slowdown applies to the mobile preset: add --presets mobile");
}
for (const preset of presets) {
  if (!(preset in PRESETS)) throw new Error(`unknown preset ${preset}: use mobile and/or desktop`);
}
const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
if (!chromePath) throw new Error("No Chromium: set CHROME_PATH or install the chromium package");

if (!flags["no-build"]) build();
const builds = [{ label: "this checkout", server: await startServer({ port: PORT }) }];
if (flags.compare) {
  const cwd = path.resolve(flags.compare);
  builds.push({ label: cwd, server: await startServer({ port: PORT + 1, cwd }) });
}
try {
  const needsCookie = routes.some((route) => SIGNED_IN_ROUTES.includes(route));
  for (const entry of builds) {
    entry.cookie = needsCookie ? (await signUp(entry.server.origin, "bench-web")).cookie : undefined;
  }
  const info = runInfo();
  for (const preset of presets) {
    const rowsOf = builds.map(() => []);
    for (const route of routes) {
      const signedIn = SIGNED_IN_ROUTES.includes(route);
      const samplesOf = builds.map(() => []);
      const errorsOf = builds.map(() => []);
      for (let run = 1; run <= runs; run++) {
        for (const [i, { label, server, cookie }] of builds.entries()) {
          const name = builds.length > 1 ? ` [${label}]` : "";
          // Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART) and says to run again:
          // one retry per run, and every failure is still listed under the table.
          for (let attempt = 1; attempt <= 2; attempt++) {
            process.stdout.write(
              `${preset} ${route}${name} run ${run}/${runs}${attempt > 1 ? " (retry)" : ""}… `,
            );
            try {
              const url = `${server.origin}${route}`;
              const lhr = await audit(url, preset, signedIn ? cookie : undefined);
              const sample = summarise(lhr, server.origin);
              samplesOf[i].push(sample);
              console.log(
                `performance ${sample.performance}, LCP ${sample.lcpMs} ms, TBT ${sample.tbtMs} ms`,
              );
              break;
            } catch (error) {
              errorsOf[i].push(error.message);
              console.log(`FAILED: ${error.message}`);
            }
          }
        }
      }
      for (const [i, samples] of samplesOf.entries()) {
        rowsOf[i].push({
          route,
          signedIn,
          runs: samples.length,
          errors: errorsOf[i],
          median: medians(samples),
          samples,
        });
      }
    }
    for (const [i, { label }] of builds.entries()) {
      await report(
        preset,
        rowsOf[i],
        { ...info, ...(i > 0 ? { app: label, commit: commitOf(label) } : {}) },
        i > 0,
      );
    }
    if (builds.length > 1) printComparison(preset, rowsOf[0], rowsOf[1], builds[1].label);
  }
} finally {
  for (const { server } of builds) {
    await server.stop();
    server.removeData();
  }
}

/** The short commit of another checkout, for its table's header. */
function commitOf(dir) {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: dir, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

/** Medians side by side, with this checkout's as a share of the other's. */
function printComparison(preset, ours, theirs, label) {
  const ratio = (a, b) => (a == null || b == null || b === 0 ? null : `${(a / b).toFixed(2)}×`);
  const rows = ours.map((row, i) => {
    const a = row.median;
    const b = theirs[i].median;
    return [
      row.route,
      b?.tbtMs ?? null,
      a?.tbtMs ?? null,
      ratio(a?.tbtMs, b?.tbtMs),
      b?.lcpMs ?? null,
      a?.lcpMs ?? null,
      b?.performance ?? null,
      a?.performance ?? null,
    ];
  });
  const headers = [
    "route",
    "TBT other",
    "TBT this",
    "ratio",
    "LCP other",
    "LCP this",
    "perf other",
    "perf this",
  ];
  console.log(
    `\n${preset}: this checkout against ${label} (medians, ms)\n\n${markdownTable(headers, rows)}\n`,
  );
}

/** One Lighthouse run in a Chrome of its own, so no run inherits another's caches or memory. */
async function audit(url, preset, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        enableErrorReporting: false,
        onlyCategories: CATEGORIES,
        // Lighthouse clears cookies before it loads the page, so the session rides on every request.
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
        // The not-found page answers 404 on purpose; audit it rather than stop.
        ignoreStatusCode: true,
        ...(cpuSlowdown === undefined
          ? {}
          : { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }),
      },
      PRESETS[preset],
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error("Lighthouse returned no result");
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`landed on ${lhr.finalDisplayedUrl} instead (signed out?)`);
    }
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** The figures of one run: scores 0-100, times in ms, transfer sizes in KiB. */
function summarise(lhr, origin) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const resources = Object.fromEntries(
    (lhr.audits["resource-summary"]?.details?.items ?? []).map((item) => [item.resourceType, item]),
  );
  const kib = (type) => (resources[type] ? resources[type].transferSize / 1024 : 0);
  // Which element was the largest paint, and how much of LCP came after its bytes arrived: a late
  // LCP with a long render delay is the page (scripts, a hidden element shown later), not the network.
  const [elementTable, phaseTable] = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const lcpNode = elementTable?.items?.[0]?.node;
  const lcpPhase = (name) => phaseTable?.items?.find((item) => item.phase === name)?.timing ?? null;
  const host = new URL(origin).host;
  const thirdParty = (lhr.audits["network-requests"]?.details?.items ?? [])
    .map((item) => item.url)
    .filter((url) => /^(https?|wss?):/.test(url) && new URL(url).host !== host);
  // Audits under full score outside performance: what stands between a route and 100.
  const failing = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id),
  );
  const failingDetails = failing.map((id) => {
    const audit = lhr.audits[id];
    // The first few items say what to fix; the whole report would be megabytes per run.
    const items = (audit.details?.items ?? []).slice(0, 3).map((item) => JSON.stringify(item).slice(0, 400));
    return { id, title: audit.title, displayValue: audit.displayValue ?? null, items };
  });
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    lcpElement: lcpNode ? `${lcpNode.selector ?? ""} "${(lcpNode.nodeLabel ?? "").slice(0, 60)}"` : null,
    lcpRenderDelayMs: lcpPhase("Render Delay") === null ? null : Math.round(lcpPhase("Render Delay")),
    fcpMs: Math.round(metric("first-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: metric("cumulative-layout-shift"),
    jsKiB: kib("script"),
    cssKiB: kib("stylesheet"),
    imageKiB: kib("image"),
    fontKiB: kib("font"),
    requests: resources.total?.requestCount ?? null,
    thirdPartyRequests: thirdParty.length,
    thirdPartyUrls: thirdParty,
    failingAudits: failing,
    failingAuditDetails: failingDetails,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

function medians(samples) {
  if (samples.length === 0) return null;
  const keys = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === "number");
  const result = Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))]));
  result.failingAudits = [...new Set(samples.flatMap((s) => s.failingAudits))].sort();
  result.failingAuditDetails = Object.values(
    Object.fromEntries(samples.flatMap((s) => s.failingAuditDetails).map((d) => [d.id, d])),
  );
  result.thirdPartyUrls = [...new Set(samples.flatMap((s) => s.thirdPartyUrls))].sort();
  return result;
}

/** Marks the audits a route fails by design: signed-in pages are noindex, the 404 page is a 404. */
function expected(route, auditId) {
  const byDesign =
    (SIGNED_IN_ROUTES.includes(route) && auditId === "is-crawlable") ||
    (route === NOT_FOUND_PATH && ["http-status-code", "is-crawlable"].includes(auditId));
  return byDesign ? `${auditId} (by design)` : auditId;
}

async function report(preset, rows, info, compared = false) {
  const fixed = (value, digits) => (value == null ? null : value.toFixed(digits));
  const table = markdownTable(
    [
      "route",
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "LCP s",
      "FCP s",
      "TBT ms",
      "CLS",
      "JS KiB",
      "CSS KiB",
      "img KiB",
      "font KiB",
      "requests",
      "3rd-party",
    ],
    rows.map(({ route, signedIn, median: m }) => {
      const name = `${route}${signedIn ? " (signed in)" : ""}${route === NOT_FOUND_PATH ? " (404)" : ""}`;
      if (!m) return [name, ...Array(14).fill(null)];
      return [
        name,
        m.performance,
        m.accessibility,
        m.bestPractices,
        m.seo,
        fixed(m.lcpMs / 1000, 2),
        fixed(m.fcpMs / 1000, 2),
        m.tbtMs,
        fixed(m.cls, 3),
        fixed(m.jsKiB, 1),
        fixed(m.cssKiB, 1),
        fixed(m.imageKiB, 1),
        fixed(m.fontKiB, 1),
        m.requests,
        m.thirdPartyRequests,
      ];
    }),
  );
  const notes = rows.flatMap(({ route, errors, median: m }) => [
    ...errors.map((error) => `- ${route}: a run FAILED: ${error}`),
    ...(m?.failingAudits.length
      ? [
          `- ${route}: audits under full score: ${m.failingAudits.map((id) => expected(route, id)).join(", ")}`,
        ]
      : []),
    ...(m?.thirdPartyUrls.length ? [`- ${route}: THIRD-PARTY REQUESTS: ${m.thirdPartyUrls.join(", ")}`] : []),
  ]);
  const title = `Lighthouse 12, ${preset} preset, median of ${runs} run${runs === 1 ? "" : "s"}`;
  const settings =
    preset === "desktop"
      ? "desktop preset"
      : `mobile defaults (simulated slow 4G, ${cpuSlowdown ?? 4}× CPU slowdown${cpuSlowdown ? ", set by --cpu-slowdown" : ""})`;
  const hostIndex = median(rows.flatMap(({ samples }) => samples.map((s) => s.benchmarkIndex)));
  // Each route's largest paint, and the longest render delay among its runs (see summarise).
  const lcpNotes = rows.map(({ route, samples }) => {
    const elements = [...new Set(samples.map((s) => s.lcpElement).filter(Boolean))];
    const delays = samples.map((s) => s.lcpRenderDelayMs).filter((ms) => ms != null);
    return `- ${route}: ${elements.join(" or ") || "no LCP element"}; render delay ${delays.length ? `${Math.min(...delays)}–${Math.max(...delays)} ms` : "unknown"}`;
  });
  const markdown = [
    `# ${title}`,
    "",
    infoLines(info, {
      runs,
      settings,
      "host benchmarkIndex (median)": hostIndex == null ? "unknown" : Math.round(hostIndex),
      command: `npm run bench:web -- ${process.argv.slice(2).join(" ")}`.trim(),
    }),
    "",
    "Scores are 0-100; sizes are transfer sizes; third-party counts requests to any host but the server's.",
    "",
    table,
    ...(notes.length ? ["", "Notes:", "", ...notes] : []),
    "",
    "Largest contentful paint (element; render delay after its resource, min–max over runs):",
    "",
    ...lcpNotes,
  ].join("\n");
  console.log(`\n${markdown}\n`);
  const name = `web-${preset}${cpuSlowdown ? `-cpu${cpuSlowdown}` : ""}${compared ? "-compared" : ""}`;
  await writeResults(name, markdown, {
    ...info,
    preset,
    runs,
    routes: rows,
  });
}
