// @vitest-environment node
import { describe, expect, it } from "vitest";

import { type RequestOrigins, isCrossSiteRequest } from "./cross-site";

const base: RequestOrigins = {
  method: "POST",
  origin: undefined,
  secFetchSite: undefined,
  ownOrigin: "http://127.0.0.1:3000",
  publicOrigin: "https://modura.example",
};
const check = (overrides: Partial<RequestOrigins>) => isCrossSiteRequest({ ...base, ...overrides });

describe("isCrossSiteRequest", () => {
  it("lets through a request with neither Origin nor Sec-Fetch-Site (curl, another server)", () => {
    expect(check({})).toBe(false);
  });

  it("lets through our own origin, as the server sees it or as PUBLIC_URL names it", () => {
    expect(check({ origin: "http://127.0.0.1:3000", secFetchSite: "same-origin" })).toBe(false);
    expect(check({ origin: "https://modura.example" })).toBe(false);
    expect(check({ origin: "HTTPS://Modura.Example:443" })).toBe(false);
  });

  it("refuses another origin, another port or scheme of ours, and Sec-Fetch-Site: cross-site", () => {
    expect(check({ origin: "https://evil.example" })).toBe(true);
    expect(check({ origin: "http://127.0.0.1:3001" })).toBe(true);
    expect(check({ origin: "http://modura.example" })).toBe(true);
    expect(check({ secFetchSite: "cross-site" })).toBe(true);
    expect(check({ origin: "https://modura.example", secFetchSite: "Cross-Site" })).toBe(true);
  });

  it("refuses an unparsable or null Origin unless the browser says the request is same-origin", () => {
    expect(check({ origin: "not a url" })).toBe(true);
    expect(check({ origin: "null" })).toBe(true);
    expect(check({ origin: "null", secFetchSite: "same-site" })).toBe(true);
    expect(check({ origin: "null", secFetchSite: "same-origin" })).toBe(false);
  });

  it("refuses when the server cannot tell its own origin and the Origin is not PUBLIC_URL's", () => {
    expect(check({ ownOrigin: "http://", origin: "http://" })).toBe(true);
  });

  it("checks only state-changing methods", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(check({ method, origin: "https://evil.example", secFetchSite: "cross-site" })).toBe(false);
    }
    for (const method of ["POST", "put", "PATCH", "DELETE"]) {
      expect(check({ method, origin: "https://evil.example" })).toBe(true);
    }
  });
});
