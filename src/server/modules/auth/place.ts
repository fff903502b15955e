import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';
import { type CityResponse, Reader } from 'maxmind';

/**
 * What a GeoIP file may hold for an address: a country code (the bundled file, ip-location-db's DB-IP
 * lite files) or MaxMind's GeoLite2/GeoIP2 records, which name the city and country in several languages.
 */
type TGeoRecord = {
  country_code?: string;
  city?: string | { names?: Record<string, string> };
  country?: { iso_code?: string; names?: Record<string, string> };
};

export type TPlaceOf = (network: string | null) => string | null;

declare module 'fastify' {
  interface FastifyInstance {
    /** The approximate place of a session's masked network (place.ts). */
    placeOf: TPlaceOf;
  }
}

/** The country database shipped with the app (CC0, from regional registries' data; docs/privacy.md). */
const bundledDatabase = () =>
  createRequire(import.meta.url).resolve(
    '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
  );

const countryNames = new Intl.DisplayNames(['es'], { type: 'region' });

/** "83.45.12.x" → "83.45.12.0"; "2a02:9130:8a0::/48" → "2a02:9130:8a0::": an address of that network. */
const networkAddress = (network: string) => {
  const candidate = network.replace(/\.x$/, '.0').replace(/\/\d+$/, '');
  return ipaddr.isValid(candidate) ? candidate : null;
};

const describe = (record: TGeoRecord): string | null => {
  const code = record.country?.iso_code ?? record.country_code;
  const country = record.country?.names?.es ?? (code ? countryNames.of(code) : undefined);
  const city =
    typeof record.city === 'string' ? record.city : (record.city?.names?.es ?? record.city?.names?.en);
  if (!country) return null;
  return city ? `${city}, ${country}` : country;
};

/**
 * Turns a session's masked network into an approximate place — "España", or "Sevilla, España" with a city
 * database — read from a GeoIP file on this machine: no address ever leaves the server, and only the /24 or
 * /48 kept with the session is looked up (docs/operations.md, "Sessions"). `path` is `GEOIP_DATABASE`;
 * unset, the bundled country file.
 */
export const openPlaceFinder = (path?: string): TPlaceOf => {
  // Read at the first lookup, not at start: most requests never list sessions.
  let reader: Reader<CityResponse> | undefined;
  return (network) => {
    const address = network ? networkAddress(network) : null;
    if (!address) return null;
    reader ??= new Reader<CityResponse>(readFileSync(path || bundledDatabase()));
    const record = reader.get(address) as TGeoRecord | null;
    return record ? describe(record) : null;
  };
};
