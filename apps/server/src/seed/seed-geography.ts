// Where the demo world lives: practices and households around real US zip codes, with real coordinates
// (the `zipcodes` package), so the distance search of the dentist finder has something true to find.
import zipcodes, { type ZipCode } from 'zipcodes';
import type { Rng } from './seed-random.js';

/** A metro area the demo world is built around. */
export interface Metro {
  zip: string;
  city: string;
  state: string;
  /** Real area code, used with the fictional 555-01xx numbers. */
  areaCode: string;
  /** Real zip codes within ~15 miles of the centre, sorted so the world does not depend on object key order. */
  nearby: readonly ZipCode[];
}

/** A place with an address and coordinates. */
export interface Place {
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

const METRO_CENTRES: readonly [zip: string, areaCode: string][] = [
  ['78701', '512'], // Austin first: the demo practice and employer are there
  ['10001', '212'],
  ['60601', '312'],
  ['94103', '415'],
  ['30303', '404'],
  ['98101', '206'],
  ['80202', '303'],
  ['02108', '617'],
  ['33130', '305'],
  ['85004', '602'],
];

const RADIUS_MILES = 15;

/** The metros with their nearby zip codes (the radius scan is slow, so it runs once per seed). */
export function loadMetros(): Metro[] {
  return METRO_CENTRES.map(([zip, areaCode]) => {
    const centre = zipcodes.lookup(zip);
    if (!centre) throw new Error(`zip ${zip} is not in the zipcodes data`);
    const nearby = zipcodes.radius(zip, RADIUS_MILES, true).sort((a, b) => a.zip.localeCompare(b.zip));
    return { zip, city: centre.city, state: centre.state, areaCode, nearby: nearby.length ? nearby : [centre] };
  });
}

/** Rounds a coordinate to 6 decimals (about 10 cm), as a geocoder would give it. */
const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** A street address in a real zip code near the metro, with the zip's coordinates nudged by up to ~0.7 mile. */
export function placeNear(rng: Rng, metro: Metro, streetAddress: string): Place {
  const zip = rng.pick(metro.nearby);
  return {
    addressLine1: streetAddress,
    city: zip.city,
    state: zip.state,
    zip: zip.zip,
    latitude: coordinate(zip.latitude + (rng.next() - 0.5) * 0.02),
    longitude: coordinate(zip.longitude + (rng.next() - 0.5) * 0.02),
  };
}

/** A fictional but well-formed 10-digit phone number in the metro's area code (555-0100..555-0199). */
export function phoneIn(rng: Rng, metro: Metro): string {
  return `${metro.areaCode}55501${String(rng.int(0, 99)).padStart(2, '0')}`;
}
