import { describe, expect, it } from "vitest";

import { honeypotSchema, isHoneypotFilled } from "./honeypot";

describe("isHoneypotFilled", () => {
  it("is false for bodies a person sends", () => {
    expect(isHoneypotFilled({ email: "a@b.co" })).toBe(false);
    expect(isHoneypotFilled({ website: "" })).toBe(false);
    expect(isHoneypotFilled({ website: null })).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled("website=x")).toBe(false);
  });

  it("is true for any value in the field", () => {
    expect(isHoneypotFilled({ website: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ website: " " })).toBe(true);
    expect(isHoneypotFilled({ website: 0 })).toBe(true);
    expect(isHoneypotFilled({ website: ["x"] })).toBe(true);
  });

  it("ignores an inherited property", () => {
    expect(isHoneypotFilled(Object.create({ website: "x" }))).toBe(false);
  });
});

describe("honeypotSchema", () => {
  it("accepts nothing or a string", () => {
    expect(honeypotSchema.safeParse(undefined).success).toBe(true);
    expect(honeypotSchema.safeParse("").success).toBe(true);
    expect(honeypotSchema.safeParse(42).success).toBe(false);
  });
});
