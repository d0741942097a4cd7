import { describe, expect, it } from "vitest";
import { emptyGeo, openGeolocator } from "./geolocation.ts";

describe("openGeolocator", () => {
  it("locates a public address of either version to a city, rounded, with its network's owner", async () => {
    const geolocator = await openGeolocator();
    // An Indian broadband address and an Indian mobile IPv6 block (the packages are pinned to one version).
    for (const address of ["49.204.1.1", "::ffff:49.204.1.1", "2405:201:c00a::1"]) {
      const geo = geolocator.lookup(address);
      expect(geo.countryCode, address).toBe("IN");
      expect(geo.countryName, address).toBe("India");
      expect(geo.city, address).toEqual(expect.any(String));
      expect(geo.region, address).toEqual(expect.any(String));
      for (const coordinate of [geo.latitude, geo.longitude]) {
        expect(coordinate, address).toEqual(expect.any(Number));
        expect(Math.round((coordinate ?? 0) * 10) / 10, address).toBe(coordinate);
      }
      expect(geo.asn, address).toEqual(expect.any(Number));
      expect(geo.org, address).toEqual(expect.any(String));
      // Never narrower than a /24 or a /48: the block does not name the visitor's address.
      expect(geo.network, address).toMatch(
        address.includes(":") && !address.includes(".") ? /\/(\d|[1-3]\d|4[0-8])$/ : /\/(\d|1\d|2[0-4])$/,
      );
    }
  });

  it("gives private, loopback and unreadable addresses no location", async () => {
    const geolocator = await openGeolocator();
    for (const address of ["10.1.2.3", "192.168.1.10", "127.0.0.1", "::1", "fe80::1", "not an address"])
      expect(geolocator.lookup(address), address).toEqual(emptyGeo);
  });
});
