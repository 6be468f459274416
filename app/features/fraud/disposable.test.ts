import { describe, expect, it } from "vitest";

import { isDisposableEmail } from "./disposable";

describe("isDisposableEmail", () => {
  it("knows mailchecker's disposable domains, in any case, and their subdomains", () => {
    expect(isDisposableEmail("x@mailinator.com")).toBe(true);
    expect(isDisposableEmail("x@MAILINATOR.com")).toBe(true);
    expect(isDisposableEmail("x@sub.mailinator.com")).toBe(true);
  });

  it("passes ordinary providers", () => {
    expect(isDisposableEmail("ada@gmail.com")).toBe(false);
    expect(isDisposableEmail("ada@example.com")).toBe(false);
  });
});
