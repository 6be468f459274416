import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a join came from, as the text of its /24 (IPv4) or /64 (IPv6): one household, office
 * or mobile carrier's block. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, as Node reports
 * sockets of a dual-stack server) counts as the IPv4 it is. Undefined for anything that is not an
 * address.
 */
export function subnetOf(address: string): string | undefined {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  const v4 = mapped ? mapped[1]! : bare;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(bare)) return undefined;
  const groups = expandIPv6(bare);
  if (groups.length === 8 && groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    // The hexadecimal spelling of a mapped address (::ffff:c000:201) is IPv4 as well.
    const [hi, lo] = [groups[6]!, groups[7]!];
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.0/24`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail becomes two groups). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  if (rest === undefined) return parse(head);
  const left = parse(head);
  const right = parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The join's network as it is kept: HMAC-SHA256 of the subnet's text under a key of its own derived
 * from the site's secret, so equal networks match while the database never holds an address nor
 * anything a list of addresses could be tried against without the secret.
 */
export function subnetHasher(secret: string): (address: string) => string | undefined {
  const key = createHmac("sha256", secret).update("modura join subnets").digest();
  return (address) => {
    const subnet = subnetOf(address);
    return subnet === undefined ? undefined : createHmac("sha256", key).update(subnet).digest("hex");
  };
}
