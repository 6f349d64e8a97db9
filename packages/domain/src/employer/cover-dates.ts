// Issue 27: when an employee's or a dependent's cover starts and ends, and how long an ended benefit can be
// reinstated (the spec §9 earliest benefit date 1970-01-01 is validation/limits.ts EARLIEST_BENEFIT_DATE).
// Dates are ISO 'YYYY-MM-DD' strings; arithmetic is done on UTC calendar days (no time zone).
import type { Relationship } from '../enums/people.js';
import { isoDateParts } from '../validation/iso-dates.js';
import { EARLIEST_BENEFIT_DATE } from '../validation/limits.js';

/** Days after a benefit's end date during which the employer may reinstate it (issue 27). */
export const REINSTATE_WINDOW_DAYS = 30;
/** A reinstatement asked for after the window closed. */
export const MSG_REINSTATE_WINDOW_PASSED = `A benefit can be reinstated only within ${REINSTATE_WINDOW_DAYS} days after it ended`;
/** A reinstatement of a benefit that has no end date. */
export const MSG_BENEFIT_NOT_ENDED = 'This benefit has not been ended';
/** A Dependent (a child) is covered until the end of the month they turn this age (issue 27). */
export const DEPENDENT_MAX_AGE = 26;

const MS_PER_DAY = 86_400_000;

function partsOrThrow(isoDate: string): { year: number; month: number; day: number } {
  const parts = isoDateParts(isoDate);
  if (!parts) throw new RangeError(`Not a date 'YYYY-MM-DD': ${isoDate}`);
  return parts;
}

function iso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last day of a month (month 1-12): 28, 29, 30 or 31. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Calendar days from a to b (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  const pa = partsOrThrow(a);
  const pb = partsOrThrow(b);
  return (Date.UTC(pb.year, pb.month - 1, pb.day) - Date.UTC(pa.year, pa.month - 1, pa.day)) / MS_PER_DAY;
}

/**
 * Cover starts on the first of a month: the first of the month on or after `fromIsoDate` (the 1st stays,
 * any other day moves to the 1st of the next month), never before the spec §9 earliest benefit date.
 */
export function coverStartDate(fromIsoDate: string): string {
  const { year, month, day } = partsOrThrow(fromIsoDate);
  const start = day === 1 ? iso(year, month, 1) : month === 12 ? iso(year + 1, 1, 1) : iso(year, month + 1, 1);
  return start < EARLIEST_BENEFIT_DATE ? EARLIEST_BENEFIT_DATE : start;
}

/**
 * The last day of a Dependent's cover: the last day of the month they turn 26 (born on 29 February, they
 * turn a year older on 1 March in other years, as ageOn counts, so their cover ends on 31 March). A Spouse,
 * a Dependent Adult or the Primary keeps cover: null.
 */
export function dependentCoverEnd(dateOfBirth: string, relationship: Relationship = 'Dependent'): string | null {
  if (relationship !== 'Dependent') return null;
  const { year, month, day } = partsOrThrow(dateOfBirth);
  const endYear = year + DEPENDENT_MAX_AGE;
  // Only 29 February can be missing in the birthday's year; that birthday falls on 1 March.
  const endMonth = month === 2 && day > daysInMonth(endYear, 2) ? 3 : month;
  return iso(endYear, endMonth, daysInMonth(endYear, endMonth));
}

/**
 * Whether an ended benefit can be reinstated on `today`: up to REINSTATE_WINDOW_DAYS days after its end
 * date, inclusive. An end date still ahead (a scheduled end) can be undone too.
 */
export function canReinstate(endDate: string, today: string): boolean {
  return daysBetween(endDate, today) <= REINSTATE_WINDOW_DAYS;
}

/** The last day a benefit ended on `endDate` can be reinstated. */
export function reinstateDeadline(endDate: string): string {
  const { year, month, day } = partsOrThrow(endDate);
  const deadline = new Date(Date.UTC(year, month - 1, day + REINSTATE_WINDOW_DAYS));
  return iso(deadline.getUTCFullYear(), deadline.getUTCMonth() + 1, deadline.getUTCDate());
}

/** Issue 27: where an employee's benefit stands, the list filter of the employer's employees. */
export const EMPLOYEE_STATUSES = ['pending', 'active', 'ended'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** Display labels of the employee statuses. */
export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  pending: 'Starts soon',
  active: 'Active',
  ended: 'Ended',
};

/**
 * The status on `today` of a benefit from `coverStart` to `endDate` (inclusive; null: no end): pending before
 * the start, ended after the end date, otherwise active.
 */
export function employeeStatusOn(coverStart: string, endDate: string | null, today: string): EmployeeStatus {
  if (endDate !== null && today > endDate) return 'ended';
  return today < coverStart ? 'pending' : 'active';
}
