/** Small helpers over IP address strings: family, numeric form, private ranges, network prefix. */
import { BlockList, isIPv4, isIPv6 } from "node:net";

const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv6");
}

/**
 * `::ffff:1.2.3.4` or `::ffff:102:304` (how a dual-stack socket reports IPv4 clients) -> `1.2.3.4`; any
 * other address as it is.
 */
export function unmapIPv4(ip: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (match?.[1]) return match[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (!hex) return ip;
  const [high, low] = [parseInt(hex[1] ?? "0", 16), parseInt(hex[2] ?? "0", 16)];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** True for loopback, private, link-local and shared ranges: nothing to geolocate. */
export function isPublicAddress(ip: string): boolean {
  if (isIPv4(ip)) return !notPublic.check(ip, "ipv4");
  if (isIPv6(ip)) return !notPublic.check(ip, "ipv6");
  return false;
}

export function ipv4ToNumber(ip: string): number {
  return ip.split(".").reduce((value, part) => value * 256 + Number(part), 0);
}

function numberToIPv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join(".");
}

/** The 8 groups of an IPv6 address as numbers (handles `::` and a trailing dotted IPv4). */
function ipv6Groups(ip: string): number[] {
  let address = ip.toLowerCase().split("%")[0] ?? "";
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted?.[1]) {
    const n = ipv4ToNumber(dotted[1]);
    address = `${address.slice(0, -dotted[1].length)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((g) => parseInt(g, 16));
}

export function ipv6ToBigInt(ip: string): bigint {
  return ipv6Groups(ip).reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

function bigIntToIPv6(value: bigint): string {
  const groups: string[] = [];
  for (let i = 7; i >= 0; i--) groups.push(((value >> BigInt(i * 16)) & 0xffffn).toString(16));
  // Compress the longest run of zero groups.
  const text = groups.join(":");
  const runs = [...text.matchAll(/(?:^|:)(?:0(?::|$)){2,}/g)].sort((a, b) => b[0].length - a[0].length);
  const longest = runs[0];
  if (!longest) return text;
  const start = longest.index ?? 0;
  return `${text.slice(0, start)}::${text.slice(start + longest[0].length)}`.replace(/^:::?|:::?$/g, "::");
}

/** The network an address belongs to, as CIDR, e.g. (`49.204.1.1`, 20) -> `49.204.0.0/20`. */
export function networkOf(ip: string, prefixLength: number): string {
  if (isIPv4(ip)) {
    const size = 2 ** (32 - prefixLength);
    return `${numberToIPv4(Math.floor(ipv4ToNumber(ip) / size) * size)}/${prefixLength}`;
  }
  const mask = prefixLength === 0 ? 0n : ((1n << BigInt(prefixLength)) - 1n) << BigInt(128 - prefixLength);
  return `${bigIntToIPv6(ipv6ToBigInt(ip) & mask)}/${prefixLength}`;
}

/**
 * The network one client is counted by in the enquiry forms' flood limits (docs/enquiries.md, "Floods"):
 * its /24 for IPv4 (an IPv4-mapped IPv6 address counts as IPv4), its /64 for IPv6, which is what one home,
 * office or mobile subscriber is usually given. Anything that is not an address stays as it is.
 */
export function clientNetwork(ip: string): string {
  const address = unmapIPv4(ip);
  if (isIPv4(address)) return networkOf(address, 24);
  return isIPv6(address) ? networkOf(address, 64) : address;
}

/**
 * The address one client is counted under by the staff sign-in throttle: an IPv4 address as it is (also
 * written as IPv4-mapped IPv6), an IPv6 address as its /64 network.
 */
export function clientAddressGroup(ip: string): string {
  const address = unmapIPv4(ip);
  return isIPv6(address) ? networkOf(address, 64) : address;
}

/** The widest network stored with an event: a /24 of IPv4 or a /48 of IPv6 holds many households. */
export const storedPrefixLimits = { v4: 24, v6: 48 } as const;

/**
 * The network stored with an event: the geolocation record's block, but never narrower than a /24 (IPv4)
 * or a /48 (IPv6). Some records are a single address (`a.b.c.d/32`), which would store the visitor's IP.
 */
export function storedNetworkOf(ip: string, prefixLength: number): string {
  const limit = isIPv4(ip) ? storedPrefixLimits.v4 : storedPrefixLimits.v6;
  return networkOf(ip, Math.min(prefixLength, limit));
}

/** A stored CIDR (`a.b.c.d/32`) widened to at most a /24 or /48; null when it is not one. */
export function storedNetworkOfCidr(cidr: string): string | null {
  const [address = "", prefix = ""] = cidr.split("/");
  if (!/^\d{1,3}$/.test(prefix) || (!isIPv4(address) && !isIPv6(address))) return null;
  return storedNetworkOf(address, Math.min(Number(prefix), isIPv4(address) ? 32 : 128));
}
