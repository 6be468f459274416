import { BlockList, isIP } from "node:net";

import { webhookUrlShapeProblem } from "./url-shape";

/**
 * The server-side request forgery guard's rules: which addresses a webhook may never reach unless
 * WEBHOOKS_ALLOW_PRIVATE is on. Pure, so that every case is a unit test; the resolving and the
 * connecting are address-guard.server.ts's.
 */

const RANGES: [string, number, "ipv4" | "ipv6", string][] = [
  ["0.0.0.0", 8, "ipv4", "an unspecified address"],
  ["127.0.0.0", 8, "ipv4", "a loopback address"],
  ["10.0.0.0", 8, "ipv4", "a private address"],
  ["172.16.0.0", 12, "ipv4", "a private address"],
  ["192.168.0.0", 16, "ipv4", "a private address"],
  ["100.64.0.0", 10, "ipv4", "a shared (carrier-grade NAT) address"],
  // 169.254.169.254, the cloud metadata service, is in here.
  ["169.254.0.0", 16, "ipv4", "a link-local or metadata address"],
  ["192.0.0.0", 24, "ipv4", "a reserved address"],
  ["198.18.0.0", 15, "ipv4", "a reserved address"],
  ["224.0.0.0", 4, "ipv4", "a multicast address"],
  ["240.0.0.0", 4, "ipv4", "a reserved address"],
  ["::", 128, "ipv6", "an unspecified address"],
  ["::1", 128, "ipv6", "a loopback address"],
  // fd00:ec2::254, AWS's metadata service over IPv6, is in here.
  ["fc00::", 7, "ipv6", "a private address"],
  ["fe80::", 10, "ipv6", "a link-local address"],
  ["ff00::", 8, "ipv6", "a multicast address"],
];

type Listed = { list: BlockList; family: "ipv4" | "ipv6"; reason: string };
let lists: Listed[] | undefined;
/** Built when first asked, so that importing this module runs nothing (the browser has no BlockList). */
const blockLists = (): Listed[] =>
  (lists ??= RANGES.map(([network, prefix, family, reason]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, family, reason };
  }));

/** The 8 groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or IPv4-compatible IPv6 address, so that
 * `[::ffff:127.0.0.1]` (which URL parsers write as `[::ffff:7f00:1]`) is judged as 127.0.0.1.
 */
export function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (!groups || groups.slice(0, 5).some((g) => g !== 0)) return undefined;
  if (groups[5] !== 0xffff && !(groups[5] === 0 && groups[6] !== 0)) return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Why `address` (an IP address) may not be reached, or undefined when it may. Not an address: refused. */
export function forbiddenAddressReason(address: string): string | undefined {
  const family = isIP(address);
  if (family === 0) return "not an IP address";
  const v4 = family === 4 ? address : embeddedIpv4(address);
  if (v4 !== undefined && v4 !== address) return forbiddenAddressReason(v4);
  const kind = family === 4 ? "ipv4" : "ipv6";
  const plain = address.replace(/%.*$/, "");
  return blockLists().find(({ list, family: f }) => f === kind && list.check(plain, kind))?.reason;
}

/**
 * What is wrong with a webhook URL as written, on the server: its shape (url-shape.ts, which the
 * form also checks in the browser) and, for an address written as the host, whether it may be
 * reached. Names are resolved and checked at each delivery (address-guard.server.ts).
 */
export function webhookUrlProblem(text: string, allowPrivate: boolean): string | undefined {
  const shape = webhookUrlShapeProblem(text, allowPrivate);
  if (shape) return shape;
  const host = new URL(text).hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate) {
    if (isIP(host)) {
      const reason = forbiddenAddressReason(host);
      if (reason) return `The URL points to ${reason}, which webhooks may not reach.`;
    }
  }
  return undefined;
}
