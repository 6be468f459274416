// Taps right after first paint on a slow phone: for each kind of control, does a tap made 0, 500 or
// 1,000 ms after first contentful paint do its job, or is it lost? A person taps as soon as they see
// a control; this counts how often the site lets them down.
//
// npm run bench:taps [-- --runs 3 --offsets 0,500,1000 --no-build --app-dir DIR --label NAME]
//
// `--app-dir` measures another checkout's production build (e.g. an older commit, built there), so
// before and after are measured by the same script on the same machine.
import path from "node:path";
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";

import { FULL_BROWSER_PATHS, chromiumLaunchOptions } from "../dev/harness/chromium.ts";
import {
  CPU_SLOWDOWN,
  SLOW_NETWORK,
  emulateSlowPhone,
  tapAfterFirstPaint,
} from "../dev/harness/slow-phone.ts";

import { signUp } from "./lib/accounts.mjs";
import { infoLines, markdownTable, runInfo, writeResults } from "./lib/report.mjs";
import { build, startServer } from "./lib/server.mjs";

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    offsets: { type: "string", default: "0,500,1000" },
    "no-build": { type: "boolean", default: false },
    "app-dir": { type: "string" },
    label: { type: "string", default: "current" },
    only: { type: "string" },
  },
});
const runs = Number(flags.runs);
const offsets = flags.offsets.split(",").map(Number);
const appDir = path.resolve(flags["app-dir"] ?? ".");

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP_WIDTH = { viewport: { width: 1280, height: 800 } };
/** How long after a tap its effect may take to show (a link tap loads a whole page on this network). */
const EFFECT_TIMEOUT_MS = 10_000;

const main = (page) => page.locator("main");
/** A tab, link, choice or question in the main content by its visible text: old and new markup both match. */
const inMain = (text) => ({
  selector: "main a, main button, main label, main summary",
  text,
  match: "starts",
});
const visible = (locator) => (page) =>
  locator(page)
    .first()
    .waitFor({ state: "visible", timeout: EFFECT_TIMEOUT_MS })
    .then(
      () => true,
      () => false,
    );
/** A single choice is made: a checked radio, or a pressed/selected/checked button, whatever the markup. */
const chosen = (label) => async (page) => {
  const deadline = Date.now() + EFFECT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const isChosen = await main(page)
      .getByText(label, { exact: true })
      .first()
      .evaluate((element) => {
        const control = element.closest("label, button, [role=radio], [role=tab]") ?? element;
        const input = control instanceof HTMLLabelElement ? control.control : control.querySelector("input");
        return (
          (input instanceof HTMLInputElement && input.checked) ||
          control.getAttribute("aria-pressed") === "true" ||
          control.getAttribute("aria-checked") === "true" ||
          control.getAttribute("aria-selected") === "true"
        );
      })
      .catch(() => false);
    if (isChosen) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

/** Each kind of control a visitor taps, found by its visible text so old and new markup both match. */
const CONTROLS = [
  {
    name: "/auth: Sign Up tab",
    path: "/auth",
    target: inMain("Sign Up"),
    effect: visible((page) => page.getByLabel("Confirm Password")),
  },
  {
    name: "/lab: Smart Fit tab",
    path: "/lab",
    target: inMain("Smart Fit"),
    effect: visible((page) => page.getByText("Start Foot Scan")),
  },
  {
    name: "/lab: sport (Tennis)",
    path: "/lab",
    target: inMain("Tennis"),
    effect: chosen("Tennis"),
  },
  {
    name: "/elegance: Gallery tab",
    path: "/elegance",
    target: inMain("Gallery"),
    effect: visible((page) => page.getByText("Aurora Elite")),
  },
  {
    name: "/elegance: heel (Block)",
    path: "/elegance",
    target: inMain("Block"),
    effect: chosen("Block"),
  },
  {
    name: "/technology: explorer tab",
    path: "/technology",
    target: inMain("Modular System"),
    effect: visible((page) => page.getByText("One base, every sole")),
  },
  {
    name: "/: FAQ question",
    path: "/",
    target: inMain("How long does it take to swap a sole?"),
    effect: visible((page) => page.getByText(/^Under 30 seconds, and no tools/)),
  },
  {
    name: "/: sole (Tennis/Court)",
    path: "/",
    target: { selector: "#demo button, #demo label", text: "Tennis/Court", match: "starts" },
    effect: visible((page) => page.getByText("Tennis/Court sole", { exact: true })),
  },
  {
    name: "/: mobile menu (390 px)",
    path: "/",
    phone: true,
    target: { selector: "header button", text: "Open menu", match: "starts" },
    effect: visible((page) => page.locator("header").getByRole("link", { name: "Sustainability" })),
  },
  {
    name: "/dashboard: Preferences tab",
    path: "/dashboard",
    signedIn: true,
    target: inMain("Preferences"),
    effect: visible((page) => page.getByRole("button", { name: "Save Preferences" })),
  },
  {
    name: "/adaptiq-demo: Start",
    path: "/adaptiq-demo",
    signedIn: true,
    target: inMain("Start AdaptIQ Simulation"),
    effect: visible((page) => page.getByText("Energy Return")),
  },
].filter((control) => !flags.only || control.name.includes(flags.only));

const launchOptions = chromiumLaunchOptions(FULL_BROWSER_PATHS);
if (!launchOptions.executablePath)
  throw new Error("No Chromium: set CHROME_PATH or install the chromium package");

if (!flags["no-build"] && !flags["app-dir"]) build();
const server = await startServer({ port: 3308, cwd: appDir });
const browser = await chromium.launch(launchOptions);

/** One tap: a fresh phone-like page, the tap `offset` ms after first contentful paint, then its effect. */
async function tapOnce(control, offset, cookie) {
  const context = await browser.newContext({ ...(control.phone ? PHONE : DESKTOP_WIDTH) });
  if (cookie) {
    const { hostname } = new URL(server.origin);
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name, value: value.join("="), domain: hostname, path: "/", httpOnly: true };
      }),
    );
  }
  const page = await context.newPage();
  const phone = await emulateSlowPhone(context, page);
  try {
    const at = await tapAfterFirstPaint(
      page,
      phone,
      server.origin + control.path,
      control.target,
      (paintedAt) =>
        new Promise((resolve) => setTimeout(resolve, Math.max(0, paintedAt + offset - Date.now()))),
    );
    const worked = await control.effect(page);
    return { at, worked };
  } finally {
    await context.close();
  }
}

const results = [];
try {
  const account = CONTROLS.some((control) => control.signedIn)
    ? await signUp(server.origin, "taps", "Tap Tester")
    : undefined;
  for (const control of CONTROLS) {
    for (const offset of offsets) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const sample = await tapOnce(control, offset, control.signedIn ? account.cookie : undefined).catch(
          (error) => ({ error: String(error.message ?? error).split("\n")[0], worked: false }),
        );
        samples.push(sample);
      }
      const worked = samples.filter((sample) => sample.worked).length;
      const row = { control: control.name, offset, worked, runs, samples };
      results.push(row);
      console.log(
        `${control.name} +${offset} ms: ${worked}/${runs} worked`,
        samples
          .map((s) =>
            s.error
              ? `error: ${s.error}`
              : `${s.worked ? "ok" : "LOST"}@${s.at}ms${s.hydrated ? " (hydrated)" : ""}`,
          )
          .join(", "),
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
  server.removeData();
}

const info = runInfo();
const headers = ["control", ...offsets.map((offset) => `+${offset} ms`)];
const rows = CONTROLS.map((control) => [
  control.name,
  ...offsets.map((offset) => {
    const row = results.find((r) => r.control === control.name && r.offset === offset);
    return row ? `${row.worked}/${row.runs}` : null;
  }),
]);
const markdown = `# Taps after first contentful paint (${flags.label})

${infoLines(info, {
  app: flags["app-dir"] ? appDir : "this checkout",
  phone: `CPU ${CPU_SLOWDOWN}× slower, ${SLOW_NETWORK.latency} ms latency, 1.6 Mbit/s down (Chrome DevTools Protocol)`,
  command: `npm run bench:taps -- ${process.argv.slice(2).join(" ")}`.trim(),
})}

Each cell: taps that did their job / taps made, one fresh page per tap.

${markdownTable(headers, rows)}
`;
console.log(`\n${markdown}`);
await writeResults(`taps-${flags.label}`, markdown, { info, label: flags.label, results });
