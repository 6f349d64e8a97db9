// Dates every area uses. The benefit year is the calendar year (as the seed and the accumulators).

/** The UTC calendar date of an instant, 'YYYY-MM-DD'. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The benefit year containing `day`: January 1st to December 31st. */
export function benefitYearOf(day: string): { start: string; end: string } {
  const year = day.slice(0, 4);
  return { start: `${year}-01-01`, end: `${year}-12-31` };
}
