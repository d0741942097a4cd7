import { describe, expect, it } from "vitest";
import { ipv6ToBigInt, isPublicAddress, networkOf, storedNetworkOf, unmapIPv4 } from "./ip-address.ts";

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
