import { describe, expect, it } from "vitest";

import { subnetHasher, subnetOf } from "./subnet";

describe("subnetOf", () => {
  it("takes an IPv4 address's /24", () => {
    expect(subnetOf("192.0.2.77")).toBe("192.0.2.0/24");
    expect(subnetOf("192.0.2.1")).toBe(subnetOf("192.0.2.254"));
    expect(subnetOf("192.0.3.1")).not.toBe(subnetOf("192.0.2.1"));
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 it is, in either spelling", () => {
    expect(subnetOf("::ffff:192.0.2.77")).toBe("192.0.2.0/24");
    expect(subnetOf("::FFFF:192.0.2.9")).toBe("192.0.2.0/24");
    expect(subnetOf("::ffff:c000:24d")).toBe("192.0.2.0/24");
  });

  it("takes an IPv6 address's /64, however it is written", () => {
    expect(subnetOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(subnetOf("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(subnetOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(subnetOf("[2001:db8:1:3::1]")).toBe("2001:db8:1:3::/64");
    expect(subnetOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(subnetOf("::1")).toBe("0:0:0:0::/64");
  });

  it("gives nothing for what is not an address", () => {
    expect(subnetOf("")).toBeUndefined();
    expect(subnetOf("localhost")).toBeUndefined();
    expect(subnetOf("300.1.1.1")).toBeUndefined();
  });
});

describe("subnetHasher", () => {
  const hash = subnetHasher("a-site-secret-of-at-least-32-characters");

  it("gives one hash per network, never the address", () => {
    const a = hash("192.0.2.1");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(hash("192.0.2.200")).toBe(a);
    expect(hash("::ffff:192.0.2.3")).toBe(a);
    expect(hash("192.0.3.1")).not.toBe(a);
    expect(a).not.toContain("192");
  });

  it("depends on the secret, so a list of networks cannot be tried against it without it", () => {
    expect(subnetHasher("another-secret-of-at-least-32-characters")("192.0.2.1")).not.toBe(hash("192.0.2.1"));
  });

  it("gives nothing for an address it cannot read", () => {
    expect(hash("unknown")).toBeUndefined();
  });
});
