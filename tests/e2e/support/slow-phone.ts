import type { BrowserContext, Locator, Page } from "@playwright/test";

/*
 * The slow phone of issue 11, through the Chrome DevTools Protocol: a CPU four times slower, about
 * 1.6 Mbit/s down and 150 ms round trips. Shared by the slow-phone e2e test and `npm run bench:taps`.
 */
export const CPU_SLOWDOWN = 4;
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Slows the page down like a cheap phone and records its first contentful paint as `window.__fcp`. */
export async function emulateSlowPhone(context: BrowserContext, page: Page): Promise<void> {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === "first-contentful-paint")
          (window as unknown as { __fcp: number }).__fcp = performance.now();
    }).observe({ type: "paint", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

/**
 * Opens `url` and returns once the page has painted something, `offsetMs` after its first
 * contentful paint: the moment a person who taps what they see would tap.
 */
export async function gotoAndWaitForPaint(page: Page, url: string, offsetMs = 0): Promise<void> {
  await page.goto(url, { waitUntil: "commit" });
  const fcp = await page.waitForFunction(() => (window as unknown as { __fcp?: number }).__fcp, null, {
    polling: 20,
    timeout: 30_000,
  });
  const fcpAt = (await fcp.jsonValue()) as number;
  const sinceFcp = await page.evaluate((at) => performance.now() - at, fcpAt);
  if (offsetMs > sinceFcp) await page.waitForTimeout(offsetMs - sinceFcp);
}

/** What a tap found: how long after first paint it came, and whether React had hydrated by then. */
export type TapMoment = { msAfterFirstPaint: number; hydrated: boolean };

/**
 * A real tap at the control's centre, whatever state the page is in (no waiting for the control to
 * be enabled, as Playwright's click would: that wait would hide a lost tap). Scrolls it into view
 * first, as the visitor would have.
 */
export async function tap(page: Page, control: Locator): Promise<TapMoment> {
  const target = control.first();
  await target.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  const box = await target.boundingBox();
  if (!box) throw new Error("the control has no box on the page");
  const moment = await page.evaluate(() => ({
    msAfterFirstPaint: Math.round(performance.now() - (window as unknown as { __fcp: number }).__fcp),
    hydrated: document.documentElement.hasAttribute("data-hydrated"),
  }));
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return moment;
}
