import type { BrowserContext, Page } from "@playwright/test";

/*
 * A cheap phone, through the Chrome DevTools Protocol: a CPU four times slower, about
 * 1.6 Mbit/s down and 150 ms round trips. Shared by the slow-phone e2e test and `npm run bench:taps`.
 */
export const CPU_SLOWDOWN = 4;
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A page slowed down like a cheap phone, which knows when its next first contentful paint happens. */
export type SlowPhone = {
  /**
   * Resolves with `Date.now()` at the next first contentful paint. Chromium reports it through the
   * DevTools protocol as it presents the frame: a PerformanceObserver in the page would only report
   * it once the page's busy main thread got round to it, often after hydration.
   */
  nextFirstPaint(): Promise<number>;
};

export async function emulateSlowPhone(context: BrowserContext, page: Page): Promise<SlowPhone> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return {
    nextFirstPaint: () =>
      new Promise((resolve) => {
        const onEvent = (event: { name: string }) => {
          if (event.name !== "firstContentfulPaint") return;
          cdp.off("Page.lifecycleEvent", onEvent);
          resolve(Date.now());
        };
        cdp.on("Page.lifecycleEvent", onEvent);
      }),
  };
}

/**
 * A control as a visitor sees it: the first visible element matching `selector` whose text (or
 * aria-label) is `text`, or starts with it. Found with plain DOM calls: Playwright's locators would
 * first compile its injected script in the page, which takes about a second on the slowed CPU and
 * would delay every tap.
 */
export type TapTarget = { selector: string; text: string; match?: "exact" | "starts" };

/**
 * Opens `url` and taps the target right after the page's first contentful paint (or when
 * `beforeTap`, given the time of first paint, resolves), as a person
 * who taps what they see would. The control is found (and scrolled into view, as the visitor would
 * have) right at first paint; the tap is a real one at its centre, whatever state the page is in:
 * no waiting for the control to be enabled, as Playwright's click would, which would hide a lost
 * tap. Returns how long after first paint the tap went out.
 */
export async function tapAfterFirstPaint(
  page: Page,
  phone: SlowPhone,
  url: string,
  target: TapTarget,
  beforeTap?: (paintedAt: number) => Promise<void>,
): Promise<number> {
  const firstPaint = phone.nextFirstPaint();
  await page.goto(url, { waitUntil: "commit" });
  const paintedAt = await firstPaint;
  // The control may arrive after the first paint (the page streams in): it is tapped once it shows,
  // looked for on every frame the page draws.
  // (In one evaluate of our own: Playwright's own polling would first compile its injected script
  // in the page, which takes about a second on the slowed CPU.)
  const centre = await page.evaluate(findAndScrollToWhenShown, target);
  if (!centre)
    throw new Error(`no visible ${target.selector} named "${target.text}" within 10 s of first paint`);
  // The benchmark taps later on purpose (bench:taps --offsets); the tests tap at once.
  await beforeTap?.(paintedAt);
  const msAfterFirstPaint = Date.now() - paintedAt;
  await page.mouse.click(centre.x, centre.y);
  return msAfterFirstPaint;
}

/** Runs in the page: on every frame, looks for the target; scrolls to it and answers its centre (null after 10 s). */
async function findAndScrollToWhenShown({ selector, text, match }: TapTarget) {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    const found = [...document.querySelectorAll(selector)].find((element) => {
      if (element.getClientRects().length === 0) return false;
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
      return match === "starts" ? name.startsWith(text) : name === text;
    });
    if (found) {
      found.scrollIntoView({ block: "center", behavior: "instant" });
      const rect = found.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return null;
}
