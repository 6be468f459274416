import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { useAuth } from "./auth-context";

function Consumer() {
  useAuth();
  return null;
}

describe("useAuth", () => {
  it("throws outside its provider", () => {
    // React logs the thrown error too; silence it so the test output stays readable.
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Consumer />)).toThrow("useAuth must be used within an AuthProvider");
    spy.mockRestore();
  });
});
