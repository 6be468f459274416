// @vitest-environment node
import { describe, expect, it } from "vitest";

import { bearerMatches, digestOf } from "./metrics";

describe("bearerMatches", () => {
  const expected = digestOf("a-token-of-twenty-chars");

  it("takes the token after Bearer, the scheme in any case", () => {
    expect(bearerMatches("Bearer a-token-of-twenty-chars", expected)).toBe(true);
    expect(bearerMatches("bearer a-token-of-twenty-chars", expected)).toBe(true);
  });

  it("refuses no header, another scheme, a wrong, longer, shorter or empty token", () => {
    expect(bearerMatches(undefined, expected)).toBe(false);
    expect(bearerMatches("", expected)).toBe(false);
    expect(bearerMatches("Basic a-token-of-twenty-chars", expected)).toBe(false);
    expect(bearerMatches("a-token-of-twenty-chars", expected)).toBe(false);
    expect(bearerMatches("Bearer a-token-of-twenty-chart", expected)).toBe(false);
    expect(bearerMatches("Bearer a-token-of-twenty-chars-and-more", expected)).toBe(false);
    expect(bearerMatches("Bearer a-token", expected)).toBe(false);
    expect(bearerMatches("Bearer ", expected)).toBe(false);
    expect(bearerMatches("Bearer a-token-of-twenty-chars extra", expected)).toBe(false);
  });
});
