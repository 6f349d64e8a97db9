// Issue 16 item 2: a zip's city, state and centre from the offline `zipcodes` data, the same data the member's
// dentist search reads (dentist-search/zip-coordinates.ts), so a location's coordinates match its search.
import zipcodes from 'zipcodes';

export interface ZipPlace {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** The place of a US zip code, or null when the zip is not in the data. */
export function zipPlace(zip: string): ZipPlace | null {
  const found = zipcodes.lookup(zip);
  return found ? { city: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude } : null;
}
