import { describe, expect, it } from "vitest";
import { networkOf } from "./network.ts";

describe("networkOf", () => {
  it("counts IPv4 addresses by their /24 and IPv6 addresses by their /64", () => {
    expect(networkOf("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.113.1")).toBe(networkOf("203.0.113.254"));
    expect(networkOf("203.0.114.1")).not.toBe(networkOf("203.0.113.1"));
    expect(networkOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:db8:1:2::9")).toBe(networkOf("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(networkOf("2001:db8:1:3::1")).not.toBe(networkOf("2001:db8:1:2::1"));
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(networkOf("::ffff:203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:cb00:7109")).toBe("203.0.113.0/24");
  });
});
