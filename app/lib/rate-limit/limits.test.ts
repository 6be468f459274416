import { describe, expect, it } from "vitest";

import { addressBucket, decide, parseLimit } from "./limits";

describe("parseLimit", () => {
  it("reads requests per seconds", () => {
    expect(parseLimit("10/60")).toEqual({ max: 10, windowSeconds: 60 });
    expect(parseLimit(" 1/1 ")).toEqual({ max: 1, windowSeconds: 1 });
  });

  it.each(["", "10", "10/", "/60", "0/60", "10/0", "-1/60", "1.5/60", "10/60s", "1e3/60", "9999999999/60"])(
    "rejects %j",
    (text) => {
      expect(parseLimit(text)).toBeUndefined();
    },
  );
});

describe("decide", () => {
  const limit = { max: 3, windowSeconds: 60 };

  it("lets the first max requests of a window through", () => {
    expect(decide({ count: 1, msLeft: 60_000 }, limit)).toEqual({ allowed: true });
    expect(decide({ count: 3, msLeft: 1 }, limit)).toEqual({ allowed: true });
  });

  it("refuses the next one with the window's remaining time, rounded up", () => {
    expect(decide({ count: 4, msLeft: 12_001 }, limit)).toEqual({ allowed: false, retryAfterSeconds: 13 });
    expect(decide({ count: 40, msLeft: 60_000 }, limit)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("never asks for less than a second or more than the window", () => {
    expect(decide({ count: 4, msLeft: 0 }, limit)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(decide({ count: 4, msLeft: -50 }, limit)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // A clock skew between instances must not make a client wait longer than a window.
    expect(decide({ count: 4, msLeft: 999_000 }, limit)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});

describe("addressBucket", () => {
  it("keeps IPv4 addresses and unwraps IPv4-mapped IPv6 ones", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::FFFF:127.0.0.1")).toBe("127.0.0.1");
  });

  it("buckets IPv6 clients by their /64", () => {
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves anything else as it is", () => {
    expect(addressBucket("unknown")).toBe("unknown");
    expect(addressBucket("1:2:3")).toBe("1:2:3");
    expect(addressBucket("1::2::3")).toBe("1::2::3");
  });
});
