import { describe, expect, test } from "vitest";

import { changesSessions, createSessionCache } from "./session-cache.server";

describe("the session cache", () => {
  test("answers from memory until its time is up", async () => {
    const cache = createSessionCache<{ id: string }>({ ttlMs: 40 });
    cache.set("token-a", { id: "a" });
    expect(cache.get("token-a")).toEqual({ id: "a" });
    const start = performance.now();
    while (cache.get("token-a")) await new Promise((resolve) => setImmediate(resolve));
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(cache.get("token-a")).toBeUndefined();
  });

  test("clear forgets every session at once", () => {
    const cache = createSessionCache<{ id: string }>();
    cache.set("token-a", { id: "a" });
    cache.set("token-b", { id: "b" });
    cache.clear();
    expect(cache.get("token-a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test("keeps at most `max` sessions, dropping the least recently used", () => {
    const cache = createSessionCache<{ id: string }>({ max: 2 });
    cache.set("a", { id: "a" });
    cache.set("b", { id: "b" });
    cache.get("a");
    cache.set("c", { id: "c" });
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toEqual({ id: "a" });
  });

  test("every Better Auth endpoint but the known read-only ones empties it", () => {
    for (const path of ["/sign-out", "/revoke-session", "/revoke-other-sessions", "/revoke-sessions"])
      expect(changesSessions(path), path).toBe(true);
    for (const path of ["/delete-user", "/update-user", "/change-email", "/change-password", "/verify-email"])
      expect(changesSessions(path), path).toBe(true);
    expect(changesSessions("/two-factor/enable")).toBe(true);
    expect(changesSessions("/some-endpoint-added-later")).toBe(true);
    for (const path of ["/get-session", "/sign-in/email", "/sign-up/email", "/list-sessions"])
      expect(changesSessions(path), path).toBe(false);
  });
});
