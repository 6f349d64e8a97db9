// spec §5 and §9: dates as ISO 'YYYY-MM-DD' strings: validity, the picker range, benefit dates, age 18.
import dayjs from 'dayjs';
import { DATE_PICKER_MAX, DATE_PICKER_MIN, EARLIEST_BENEFIT_DATE, MIN_AGE } from './limits.js';
import {
  MSG_BENEFIT_DATE_TOO_EARLY,
  MSG_DATE_OF_BIRTH_IN_FUTURE,
  MSG_DATE_OUT_OF_RANGE,
  MSG_INVALID_DATE,
  MSG_MIN_AGE,
} from './messages.js';
import { requiredTrimmedString } from './fields.js';

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

/** A required ISO date that is a real calendar date; message 'Invalid date'. */
export const isoDateSchema = requiredTrimmedString().refine(isIsoDate, { error: MSG_INVALID_DATE, abort: true });

/** spec §5: a date inside the picker range 1900-01-01 to 2099-12-31. */
export const pickerDateSchema = isoDateSchema.refine(isInPickerRange, { error: MSG_DATE_OUT_OF_RANGE });

/** spec §9: a benefit date, not before 1970-01-01 (and not after the picker's 2099-12-31). */
export const benefitDateSchema = isoDateSchema
  .refine((value) => value >= EARLIEST_BENEFIT_DATE, { error: MSG_BENEFIT_DATE_TOO_EARLY, abort: true })
  .refine((value) => value <= DATE_PICKER_MAX, { error: MSG_DATE_OUT_OF_RANGE });

/** Reference date of a date-of-birth rule; without one, today is read when the value is checked. */
export interface ReferenceDateOptions {
  today?: string;
}

/** spec §5: a date of birth: a valid date in the picker range, not after today. */
export function dateOfBirthSchema(options: ReferenceDateOptions = {}) {
  return isoDateSchema
    .refine(isInPickerRange, { error: MSG_DATE_OUT_OF_RANGE, abort: true })
    .refine((value) => value <= (options.today ?? todayIsoDate()), { error: MSG_DATE_OF_BIRTH_IN_FUTURE, abort: true });
}

/** spec §5: a date of birth of someone 18 or older on the reference date. */
export function adultDateOfBirthSchema(options: ReferenceDateOptions = {}) {
  return dateOfBirthSchema(options).refine((value) => isAdult(value, options.today ?? todayIsoDate()), {
    error: MSG_MIN_AGE,
  });
}
