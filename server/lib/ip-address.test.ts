import { describe, expect, it } from "vitest";
import {
  clientAddressGroup,
  clientNetwork,
  ipv6ToBigInt,
  isPublicAddress,
  networkOf,
  storedNetworkOf,
  unmapIPv4,
} from "./ip-address.ts";

describe("IP address helpers", () => {
  it.each([
    ["8.8.8.8", true],
    ["49.204.1.1", true],
    ["127.0.0.1", false],
    ["10.1.2.3", false],
    ["172.20.0.1", false],
    ["192.168.1.1", false],
    ["100.64.0.1", false],
    ["::1", false],
    ["fe80::1", false],
    ["fd00::1", false],
    ["2405:201:c00a::1", true],
    ["not an ip", false],
  ])("isPublicAddress(%s) = %s", (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it("unmaps IPv4 addresses reported by dual-stack sockets", () => {
    expect(unmapIPv4("::ffff:49.204.1.1")).toBe("49.204.1.1");
    expect(unmapIPv4("2405:201::1")).toBe("2405:201::1");
  });

  it("reads IPv6 addresses as numbers", () => {
    expect(ipv6ToBigInt("::1")).toBe(1n);
    expect(ipv6ToBigInt("2001:db8::")).toBe(0x20010db8n << 96n);
    expect(ipv6ToBigInt("::ffff:1.2.3.4")).toBe(0xffff01020304n);
  });

  it("names the network of an address", () => {
    expect(networkOf("49.204.1.1", 20)).toBe("49.204.0.0/20");
    expect(networkOf("8.8.8.8", 24)).toBe("8.8.8.0/24");
    expect(networkOf("2405:201:c00a::1", 45)).toBe("2405:201:c008::/45");
    expect(networkOf("2001:db8::1", 32)).toBe("2001:db8::/32");
  });

  it("never stores a network narrower than a /24 (IPv4) or a /48 (IPv6)", () => {
    expect(storedNetworkOf("12.55.41.86", 32)).toBe("12.55.41.0/24");
    expect(storedNetworkOf("12.55.41.86", 25)).toBe("12.55.41.0/24");
    expect(storedNetworkOf("49.204.1.1", 20)).toBe("49.204.0.0/20");
    expect(storedNetworkOf("2405:201:c00a:1234:5678::1", 128)).toBe("2405:201:c00a::/48");
    expect(storedNetworkOf("2405:201:c00a::1", 45)).toBe("2405:201:c008::/45");
  });
});

describe("clientNetwork (the enquiry forms' per-network limit)", () => {
  it("counts IPv4 addresses by their /24 and IPv6 addresses by their /64", () => {
    expect(clientNetwork("203.0.113.77")).toBe("203.0.113.0/24");
    expect(clientNetwork("203.0.113.1")).toBe(clientNetwork("203.0.113.254"));
    expect(clientNetwork("203.0.114.1")).not.toBe(clientNetwork("203.0.113.1"));
    expect(clientNetwork("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:2::9")).toBe(clientNetwork("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(clientNetwork("2001:db8:1:2::1"));
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientNetwork("::ffff:203.0.113.9")).toBe("203.0.113.0/24");
    expect(clientNetwork("::ffff:cb00:7109")).toBe("203.0.113.0/24");
  });
});

describe("clientAddressGroup (the staff sign-in throttle)", () => {
  it("keeps an IPv4 address whole and counts IPv6 by its /64", () => {
    expect(clientAddressGroup("192.0.2.1")).toBe("192.0.2.1");
    expect(clientAddressGroup("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientAddressGroup("2001:db8::1")).toBe("2001:db8::/64");
    expect(clientAddressGroup("2001:DB8:0:0:abcd::")).toBe("2001:db8::/64");
    expect(clientAddressGroup("::1")).toBe("::/64");
  });
});
