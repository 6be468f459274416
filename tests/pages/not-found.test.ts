import { describe, expect, test } from "vitest";

import { visitor } from "../support/pages-site";

describe("an unknown path", () => {
  test("renders the not-found screen with status 404", async () => {
    const page = await visitor().open("/no/such/page");
    expect(page.status).toBe(404);
    expect(page.text("main h1")).toBe("404 Page Not Found");
    expect(page.mainText).toContain("Did you forget to add the page to the router?");
  });
});
