import type { BrowserContext, Page } from "@playwright/test";

/**
 * A phone whose scripts are late: the CPU six times slower (through the DevTools protocol) and the
 * page's JavaScript held back until `release()`, so what a test does first happens on the
 * server's HTML, before React runs, every time. Open the page with `waitUntil: "commit"`: its
 * load event waits for the held scripts.
 */
export async function slowScripts(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/?]+\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return {
    release: () => release(),
    /** Back to full speed, so the rest of the test is not slowed down. */
    stop: () => cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }),
  };
}
