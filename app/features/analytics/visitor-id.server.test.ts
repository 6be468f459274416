import { describe, expect, it } from "vitest";

import { newSalt, utcDay, visitorId } from "./visitor-id.server";

const visitor = { address: "203.0.113.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/127.0" };

describe("visitorId", () => {
  it("is the same for the same visitor, salt and host: 32 hex characters", () => {
    const salt = newSalt();
    const id = visitorId(salt, visitor, "modura.example");
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorId(salt, { ...visitor }, "modura.example")).toBe(id);
  });

  it("changes with the salt, the address, the user agent and the host", () => {
    const salt = newSalt();
    const id = visitorId(salt, visitor, "modura.example");
    const others = [
      visitorId(newSalt(), visitor, "modura.example"),
      visitorId(salt, { ...visitor, address: "203.0.113.8" }, "modura.example"),
      visitorId(salt, { ...visitor, userAgent: `${visitor.userAgent} ` }, "modura.example"),
      visitorId(salt, visitor, "other.example"),
    ];
    expect(others).toHaveLength(4);
    for (const other of others) expect(other).not.toBe(id);
  });

  it("is the known HMAC-SHA256 of address, user agent and host, cut to 32 characters", () => {
    // Computed independently: printf '203.0.113.7\nUA\nmodura.example' | openssl dgst -sha256 -hmac salt
    expect(visitorId("salt", { address: "203.0.113.7", userAgent: "UA" }, "modura.example")).toBe(
      "dd092f76a68e67404365b1b113dafa3a",
    );
  });
});

describe("newSalt", () => {
  it("is 64 random hex characters", () => {
    const salts = new Set(Array.from({ length: 20 }, newSalt));
    expect(salts.size).toBe(20);
    for (const salt of salts) expect(salt).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("utcDay", () => {
  it("is the UTC date, whatever the process's time zone", () => {
    expect(utcDay(Date.UTC(2026, 10, 25, 23, 59, 59))).toBe("2026-11-25");
    expect(utcDay(Date.UTC(2026, 10, 26, 0, 0, 0))).toBe("2026-11-26");
  });
});
