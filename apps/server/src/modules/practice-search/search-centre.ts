import { MSG_INVALID, MSG_UNKNOWN_ZIP } from '@dental/domain';
import { ValidationError } from '../../http/errors.js';
import { zipCentre } from './zip-coordinates.js';

/** Where a search starts: the zip's centre (an unknown zip is 'Unknown zip code' on the zip field), else the point. */
export function searchCentre(query: {
  zip?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}) {
  if (query.zip !== undefined) {
    const centre = zipCentre(query.zip);
    if (!centre) throw new ValidationError({ zip: MSG_UNKNOWN_ZIP });
    return centre;
  }
  if (query.latitude === undefined || query.longitude === undefined) throw new ValidationError({ zip: MSG_INVALID });
  return { latitude: query.latitude, longitude: query.longitude };
}

/** A LIKE pattern that matches `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Miles rounded to a hundredth (what a person reads; enough to order by). */
export function roundedMiles(metres: number, metresPerMile: number): number {
  return Math.round((metres / metresPerMile) * 100) / 100;
}
