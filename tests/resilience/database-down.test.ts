import { type Browser, type Cookie, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { chromiumLaunchOptions } from "../../dev/harness/chromium";
import { type ServerProcess, startServerProcess } from "../../dev/harness/server-process";

import { type PostgresCluster, createPostgresCluster, postgresBinDir } from "../support/postgres-cluster";
import { RESILIENCE_ENV, postWaitlist, waitUntil } from "../support/resilience-server";

const PORT = 3252;
const PG_PORT = 25401;
const WAITLIST_FAILURE = "There was a problem submitting your information. Please try again.";
const PAGES_WITHOUT_DATA = ["/", "/lab", "/technology"];

/**
 * The production server on a PostgreSQL that the test stops and starts again, with the server left
 * running throughout: it must degrade (503 where data is needed, pages that need none still served),
 * never crash, and recover by itself when the database is back.
 */
describe.skipIf(!postgresBinDir())("PostgreSQL stopped under a running server, then started again", () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let browser: Browser;
  let cookies: Cookie[];
  const figures: string[] = [];

  beforeAll(async () => {
    cluster = await createPostgresCluster(PG_PORT);
    server = await startServerProcess({
      port: PORT,
      env: { ...RESILIENCE_ENV, DATABASE_URL: cluster.url() },
      echo: false,
    });
    browser = await chromium.launch(chromiumLaunchOptions());
    // An account made while the database is up; its session cookie is used once it is down.
    const context = await browser.newContext();
    const response = await context.request.post(`${server.url}/api/auth/sign-up/email`, {
      data: { name: "Grace Hopper", email: "grace-db-down@example.com", password: "correct-horse-battery" },
      headers: { Origin: server.url },
    });
    expect(response.ok(), await response.text()).toBe(true);
    cookies = await context.cookies();
    await context.close();
    expect(await postWaitlist(server.url, "before-outage@example.com").then((r) => r.status)).toBe(201);

    const stopped = Date.now();
    await cluster.stop();
    figures.push(`PostgreSQL stop took ${Date.now() - stopped} ms`);
  });

  afterAll(async () => {
    await browser?.close();
    if (server && server.child.exitCode === null) await server.stop();
    await cluster?.destroy();
    console.info(`[database down] ${figures.join("; ")}`);
  });

  test("/healthz answers 503 while the database is down", async () => {
    const started = Date.now();
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(503);
    figures.push(`/healthz 503 in ${Date.now() - started} ms`);
  });

  test("pages that need no data still render", async () => {
    for (const path of PAGES_WITHOUT_DATA) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain("</html>");
    }
  });

  test("a signed-in visitor gets the 503 error page on every page, never a signed-out page, and the JSON API a 503", async () => {
    // The session cookie makes the server ask the database who this is; an anonymous request never does.
    const headers = { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
    for (const path of [...PAGES_WITHOUT_DATA, "/auth", "/elegance"]) {
      const response = await fetch(`${server.url}${path}`, { headers, redirect: "manual" });
      expect(response.status, path).toBe(503);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.get("x-page-cache"), path).toBeNull();
      const html = await response.text();
      expect(html, path).toContain("Something went wrong");
      expect(html, path).not.toContain("ECONNREFUSED");
    }
    const preferences = await fetch(`${server.url}/api/me/preferences`, { headers });
    expect(preferences.status).toBe(503);
    expect(await preferences.json()).toEqual({ error: "Service Unavailable" });
    // The page data request a client-side navigation makes: the same 503, not a signed-out answer.
    const data = await fetch(`${server.url}/lab.data`, { headers });
    expect(data.status).toBe(503);
    expect(server.child.exitCode, "the server process never exited").toBeNull();
  });

  test("POST /api/waitlist answers 503", async () => {
    const response = await postWaitlist(server.url, "during-outage@example.com");
    expect(response.status).toBe(503);
  });

  test("the waitlist form shows its error toast and keeps the typed values", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/#waitlist`);
      const form = page.locator("#waitlist form");
      // With JavaScript the form calls the API; wait for React to own the form (it sets its props on the node).
      await page.waitForFunction(() =>
        Object.keys(document.querySelector("#waitlist form") ?? {}).some((key) =>
          key.startsWith("__reactProps"),
        ),
      );
      await form.getByLabel("Full Name").fill("Alan Turing");
      await form.getByLabel("Email Address").fill("alan-outage@example.com");
      await form.getByLabel("Primary Activity").selectOption("walking");
      await form.getByRole("button", { name: "Join the Waitlist" }).click();

      const toast = page.getByRole("region", { name: /Notifications/ }).locator("[data-variant=destructive]");
      await toast.waitFor({ timeout: 10_000 });
      expect(await toast.innerText()).toContain("Error");
      expect(await toast.innerText()).toContain(WAITLIST_FAILURE);
      expect(await form.getByLabel("Full Name").inputValue()).toBe("Alan Turing");
      expect(await form.getByLabel("Email Address").inputValue()).toBe("alan-outage@example.com");
      expect(await form.getByLabel("Primary Activity").inputValue()).toBe("walking");
    } finally {
      await page.close();
    }
  });

  test("a signed-in page shows a friendly error page with a way home, and the error is logged once with the request id", async () => {
    const context = await browser.newContext();
    await context.addCookies(cookies);
    const page = await context.newPage();
    try {
      const response = await page.goto(`${server.url}/dashboard`);
      expect(response!.status()).toBeGreaterThanOrEqual(500);
      await page.getByRole("heading", { name: "Something went wrong" }).waitFor({ timeout: 5_000 });
      expect(await page.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
      const html = await response!.text();
      expect(html).not.toMatch(/\bat .+:\d+:\d+/); // no stack frames
      expect(html).not.toContain("ECONNREFUSED");

      const requestId = await response!.headerValue("x-request-id");
      expect(requestId).toBeTruthy();
      const errorLogs = server.lines
        .filter((line) => line.includes(requestId!))
        .map((line) => JSON.parse(line) as { level: number })
        .filter((entry) => entry.level >= 50);
      expect(errorLogs, server.lines.join("\n")).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  test("once the database is back the same process recovers: /healthz 200 and sign-ups succeed", async () => {
    const started = Date.now();
    await cluster.start();
    const startMs = Date.now() - started;
    const healthyMs = await waitUntil(
      async () => (await fetch(`${server.url}/healthz`)).status === 200,
      30_000,
    );
    figures.push(`PostgreSQL start ${startMs} ms, then /healthz 200 after ${healthyMs} ms more`);

    expect((await postWaitlist(server.url, "after-outage@example.com")).status).toBe(201);
    const signedIn = await fetch(`${server.url}/dashboard`, {
      headers: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
    });
    expect(signedIn.status).toBe(200);
    expect(server.child.exitCode, "the server process never exited").toBeNull();
  });
});
