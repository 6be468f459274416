import { describe, expect, test } from "vitest";

import { visitor } from "../support/pages-site";

describe("an unknown path", () => {
  test("renders the not-found screen with status 404", async () => {
    const page = await visitor().open("/no/such/page");
    expect(page.status).toBe(404);
    expect(page.text("main h1")).toBe("404 Page Not Found");
    expect(page.mainText).toContain("Did you forget to add the page to the router?");
  });

  test("/metrics, with METRICS_TOKEN unset, is one too, whatever token is sent", async () => {
    const tries: Record<string, string>[] = [{}, { Authorization: "Bearer any-token-of-some-length" }];
    for (const headers of tries) {
      const page = await visitor().open("/metrics", { headers });
      expect(page.status).toBe(404);
      expect(page.text("main h1")).toBe("404 Page Not Found");
    }
  });
});

describe("the liveness answer", () => {
  test("/livez answers ok as plain text, kept by no cache", async () => {
    const response = await visitor().request("/livez");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("ok");
  });
});
