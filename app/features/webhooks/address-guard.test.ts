import { describe, expect, it } from "vitest";

import { embeddedIpv4, forbiddenAddressReason, webhookUrlProblem } from "./address-guard";

describe("forbiddenAddressReason", () => {
  const refused = [
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["fc00::1", "private"],
    ["fd12:3456::1", "private"],
    ["169.254.169.254", "metadata"],
    ["169.254.1.1", "link-local"],
    ["fd00:ec2::254", "private"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["100.64.0.1", "carrier-grade"],
    ["100.127.255.254", "carrier-grade"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:a9fe:a9fe", "metadata"],
    ["::ffff:10.0.0.1", "private"],
  ] as const;
  it.each(refused)("refuses %s (%s)", (address, word) => {
    expect(forbiddenAddressReason(address)).toContain(word);
  });

  const allowed = [
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700::1111",
    "::ffff:8.8.8.8",
  ];
  it.each(allowed)("allows %s", (address) => {
    expect(forbiddenAddressReason(address)).toBeUndefined();
  });

  it("refuses what is not an address", () => {
    expect(forbiddenAddressReason("example.com")).toBe("not an IP address");
  });

  it("reads the IPv4 address inside a mapped one in either spelling", () => {
    expect(embeddedIpv4("::ffff:7f00:1")).toBe("127.0.0.1");
    expect(embeddedIpv4("::ffff:192.168.0.1")).toBe("192.168.0.1");
    expect(embeddedIpv4("2606:4700::1111")).toBeUndefined();
  });
});

describe("webhookUrlProblem", () => {
  it("takes an https URL of a public name or address", () => {
    expect(webhookUrlProblem("https://hooks.example.com/in", false)).toBeUndefined();
    expect(webhookUrlProblem("https://93.184.215.14/in", false)).toBeUndefined();
  });

  it("refuses http, credentials, and loopback or private literals while private addresses are off", () => {
    expect(webhookUrlProblem("http://hooks.example.com/", false)).toMatch(/https:\/\//);
    expect(webhookUrlProblem("https://user:pw@hooks.example.com/", false)).toMatch(/password/);
    expect(webhookUrlProblem("https://127.0.0.1:8443/", false)).toMatch(/loopback/);
    expect(webhookUrlProblem("https://[::ffff:127.0.0.1]/", false)).toMatch(/loopback/);
    expect(webhookUrlProblem("https://169.254.169.254/latest", false)).toMatch(/metadata/);
    expect(webhookUrlProblem("https://localhost/", false)).toMatch(/loopback/);
    expect(webhookUrlProblem("not a url", false)).toMatch(/full URL/);
    expect(webhookUrlProblem("ftp://example.com/", true)).toMatch(/https/);
  });

  it("lets http and loopback through when private addresses are allowed", () => {
    expect(webhookUrlProblem("http://127.0.0.1:8080/hook", true)).toBeUndefined();
  });
});
