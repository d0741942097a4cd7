/**
 * The network a client address belongs to, as the per-network enquiry limit counts them
 * (docs/enquiries.md, "Floods"): its /24 for IPv4 (an IPv4-mapped IPv6 address counts as IPv4), its /64
 * for IPv6, which is what one home, office or mobile subscriber is usually given.
 */
import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  const zoneless = address.split("%")[0] ?? "";
  // A trailing dotted IPv4 part (::ffff:192.0.2.1) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(zoneless);
  const text = dotted
    ? zoneless.slice(0, dotted.index) +
      [
        ((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16),
        ((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16),
      ].join(":")
    : zoneless;
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/** "192.0.2.0/24", "2001:db8:1:2::/64"; the address itself when it is neither IPv4 nor IPv6. */
export function networkOf(address: string): string {
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const high = groups[6] ?? 0;
    return `${high >> 8}.${high & 0xff}.${(groups[7] ?? 0) >> 8}.0/24`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
