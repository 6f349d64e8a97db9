// spec §5 and §9: dates as ISO 'YYYY-MM-DD' strings, without zod: what screens need to show and compare
// dates. validation/dates.ts builds the schemas on them. Kept apart so a page that only shows dates (the
// member home) does not load zod with them: a schema module's top level cannot be left out of a bundle.
import dayjs from 'dayjs';
import { DATE_PICKER_MAX, DATE_PICKER_MIN, MIN_AGE } from './limits.js';

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The year, month (1-12) and day of a real calendar date written 'YYYY-MM-DD', or null. */
export function isoDateParts(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = month === 2 && !isLeap ? 28 : DAYS_IN_MONTH[month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth ? { year, month, day } : null;
}

/** True for a real calendar date written 'YYYY-MM-DD' (2024-02-29 yes, 2023-02-29 no). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && isoDateParts(value) !== null;
}

/** spec §5: inside the date picker range 1900-01-01 to 2099-12-31 (ISO dates compare as strings). */
export function isInPickerRange(isoDate: string): boolean {
  return isoDate >= DATE_PICKER_MIN && isoDate <= DATE_PICKER_MAX;
}

/** Today's date in the local time zone, 'YYYY-MM-DD'. */
export function todayIsoDate(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/**
 * Completed years between a date of birth and a reference date, or null if either is not a date.
 * Someone born on 29 February turns a year older on 1 March in other years.
 */
export function ageOn(dateOfBirth: string, referenceDate: string): number | null {
  const born = isoDateParts(dateOfBirth);
  const on = isoDateParts(referenceDate);
  if (!born || !on) return null;
  const beforeBirthday = on.month < born.month || (on.month === born.month && on.day < born.day);
  return on.year - born.year - (beforeBirthday ? 1 : 0);
}

/** spec §5: 18 or older on the reference date. */
export function isAdult(dateOfBirth: string, referenceDate: string): boolean {
  const age = ageOn(dateOfBirth, referenceDate);
  return age !== null && age >= MIN_AGE;
}
