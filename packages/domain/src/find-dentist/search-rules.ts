// Issue 6: the rules of the dentist finder shared by the server (SQL mirrors them), the screens and the
// tests: radius choices, what "evenings and weekends" means, distances, and the procedure search.
import { WEEKDAYS, type Weekday } from '../enums/practices.js';
import { PROCEDURE_CATALOGUE, type CatalogueProcedure } from '../coverage/procedure-catalogue.js';

/** Issue 6: the radius choices in miles (up to 50) and the default (10). */
export const RADIUS_CHOICES_MILES = [5, 10, 25, 50] as const;
export type RadiusMiles = (typeof RADIUS_CHOICES_MILES)[number];
export const DEFAULT_RADIUS_MILES: RadiusMiles = 10;
/** Price check looks further by default: a procedure is worth a longer drive than a check-up. */
export const DEFAULT_PRICE_CHECK_RADIUS_MILES: RadiusMiles = 25;
/** Price check compares at most this many nearby in-network locations (the nearest ones). */
export const PRICE_CHECK_MAX_PRACTICES = 50;
/** Price check takes one to this many procedures at once. */
export const PRICE_CHECK_MAX_PROCEDURES = 5;

/** Metres in a statute mile (earthdistance works in metres). */
export const METRES_PER_MILE = 1609.344;
/** The sphere earthdistance measures on (its `earth()` radius, metres): the brute-force check uses the same. */
export const EARTH_RADIUS_METRES = 6_378_168;

/** Opening hours per weekday, 'HH:MM' 24-hour local times; a missing day is closed. */
export type WeeklyOpeningHours = Partial<Record<Weekday, { open: string; close: string }>>;

/** A location is open in the evening on a day it closes after this time (decided here: 6 pm). */
export const EVENING_CLOSES_AFTER = '18:00';
/** The weekend days of the "evenings and weekends" filter. */
export const WEEKEND_DAYS: readonly Weekday[] = ['Saturday', 'Sunday'];

/** Issue 6: open on a weekend day, or open after 6 pm on any day. The SQL filter says the same. */
export function isOpenEveningsOrWeekends(hours: WeeklyOpeningHours): boolean {
  return WEEKDAYS.some((day) => {
    const slot = hours[day];
    return slot !== undefined && (WEEKEND_DAYS.includes(day) || slot.close > EVENING_CLOSES_AFTER);
  });
}

/** Great-circle distance in miles on earthdistance's sphere (haversine). */
export function distanceMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_MILE;
}

/** Price check: catalogue procedures matching plain words or a code ('cleaning', 'crown', 'D2740'). */
export function searchProcedures(
  text: string,
  catalogue: readonly CatalogueProcedure[] = PROCEDURE_CATALOGUE,
): CatalogueProcedure[] {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
  if (words.length === 0) return [...catalogue];
  return catalogue.filter((p) => {
    const haystack = `${p.code} ${p.name} ${p.keywords.join(' ')}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
