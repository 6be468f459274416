import { describe, expect, it } from "vitest";

import { leadsToSite, safeRedirectTo } from "./safe-redirect";

describe("safeRedirectTo", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/adaptiq-demo", "/adaptiq-demo"],
    ["/lab?tab=eco#top", "/lab?tab=eco#top"],
    ["/a/../../dashboard", "/dashboard"],
    ["/lab?next=//evil.example", "/lab?next=//evil.example"],
    ["/@evil.example", "/@evil.example"],
    ["/team/members?q=a%20b", "/team/members?q=a%20b"],
  ])("keeps the same-site path %s as %s", (value, expected) => {
    expect(safeRedirectTo(value)).toBe(expected);
  });

  // Dot segments that resolve to a protocol-relative address, encoded separators, and the tricks
  // of OWASP's "Unvalidated Redirects and Forwards" cheat sheet and its filter-evasion lists.
  it.each([
    null,
    undefined,
    "",
    "dashboard",
    "https://evil.example/x",
    "http:evil.example",
    "//evil.example/x",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "/%0a/evil.example\\x",
    "/%00/evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/./..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    "/dashboard%2F..%2F..%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    "/%252F%252Fevil.example",
    "/%25252F%25252Fevil.example",
    "/%E0%A4%A",
    "javascript:alert(1)",
    "/javascript:alert(1)//%0a",
    " //evil.example",
  ])("falls back to /dashboard for %j", (value) => {
    expect(safeRedirectTo(value)).toBe("/dashboard");
  });

  it("falls back to the fallback given", () => {
    expect(safeRedirectTo("/.//evil.example", "/")).toBe("/");
  });
});

describe("leadsToSite", () => {
  const site = "https://modura.example";
  it.each(["/dashboard", "/auth?tab=signup", `${site}/dashboard`, `${site}/account/verify-email?x=1`])(
    "takes %s",
    (value) => {
      expect(leadsToSite(value, site)).toBe(true);
    },
  );
  it.each([
    "/.//evil.example",
    "//evil.example",
    "https://evil.example/",
    "https://modura.example.evil.example/",
    "http://modura.example/",
    `${site}/.//evil.example`,
    `${site}/%2F%2Fevil.example`,
    "javascript:alert(1)",
    "",
  ])("refuses %j", (value) => {
    expect(leadsToSite(value, site)).toBe(false);
  });
});
