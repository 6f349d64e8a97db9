// Calendar dates of the demo world as 'YYYY-MM-DD' strings, relative to the day the seed runs (UTC), so the
// demo stays fresh: "this benefit year" is always the calendar year of today.
const DAY_MS = 86_400_000;

// Date parsing and formatting dominate the generator's time at scale; the world spans a few thousand days,
// so both directions are memoised.
const dayNumbers = new Map<string, number>();
const isoDays = new Map<number, string>();

/** Days since 1970-01-01 of an ISO date. */
export function dayNumber(iso: string): number {
  let day = dayNumbers.get(iso);
  if (day === undefined) {
    day = Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
    dayNumbers.set(iso, day);
  }
  return day;
}

/** The ISO date of a day number. */
export function isoDay(day: number): string {
  let iso = isoDays.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDays.set(day, iso);
  }
  return iso;
}

export function addDays(iso: string, days: number): string {
  return isoDay(dayNumber(iso) + days);
}

/** The same day n months later, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

/** A timestamp at a given hour (UTC) of an ISO date. */
export function atHour(iso: string, hour: number): Date {
  return new Date(dayNumber(iso) * DAY_MS + hour * 3_600_000);
}

/** Today's date in UTC. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
