// Issue 6: zip code to coordinates from the offline `zipcodes` data (the same data the demo world is built
// on), so the search needs no geocoding service. The data loads once with the module.
import zipcodes from 'zipcodes';

/** The centre of a US zip code, or null when the zip is not in the data. */
export function zipCentre(zip: string): { latitude: number; longitude: number } | null {
  const found = zipcodes.lookup(zip);
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}
