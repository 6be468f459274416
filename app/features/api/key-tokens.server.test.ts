import { describe, expect, it } from "vitest";

import { bearerKey, hashApiKey, newApiKey } from "./key-tokens.server";
import { scopeAllows } from "./scopes";

describe("API keys", () => {
  it("are new each time, written as mdr_ and 43 characters, kept only as their hash", () => {
    const a = newApiKey();
    const b = newApiKey();
    expect(a.key).toMatch(/^mdr_[A-Za-z0-9_-]{43}$/);
    expect(a.key).not.toBe(b.key);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.key.slice(4));
    expect(a.prefix).toBe(a.key.slice(0, 10));
  });

  it("are read from a Bearer header, and nothing else is", () => {
    const { key } = newApiKey();
    expect(bearerKey(`Bearer ${key}`)).toBe(key);
    expect(bearerKey(`bearer  ${key}`)).toBe(key);
    for (const header of [
      null,
      "",
      key,
      `Basic ${key}`,
      `Bearer ${key}x`,
      `Bearer ${key} extra`,
      "Bearer mdr_short",
    ])
      expect(bearerKey(header), String(header)).toBeUndefined();
  });

  it("let a read key read, and a write key read and write", () => {
    expect(scopeAllows("read", "read")).toBe(true);
    expect(scopeAllows("read", "write")).toBe(false);
    expect(scopeAllows("write", "read")).toBe(true);
    expect(scopeAllows("write", "write")).toBe(true);
    expect(scopeAllows("admin", "read")).toBe(false);
  });
});
