// spec §5 and §9: the schemas of dates ('YYYY-MM-DD'): validity, the picker range, benefit dates, age 18. The plain
// date functions are in iso-dates.ts (re-exported here).
import { DATE_PICKER_MAX, EARLIEST_BENEFIT_DATE } from './limits.js';
import {
  MSG_BENEFIT_DATE_TOO_EARLY,
  MSG_DATE_OF_BIRTH_IN_FUTURE,
  MSG_DATE_OUT_OF_RANGE,
  MSG_INVALID_DATE,
  MSG_MIN_AGE,
} from './messages.js';
import { requiredTrimmedString } from './fields.js';
import { isAdult, isInPickerRange, isIsoDate, todayIsoDate } from './iso-dates.js';
import type { Relationship } from '../enums/people.js';

export { ageOn, isAdult, isInPickerRange, isIsoDate, isoDateParts, todayIsoDate } from './iso-dates.js';

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

/**
 * spec §5 'age 18 or older': the people who must be adults. The primary (who signs the household up), the
 * spouse, and an adult dependent (an adult by definition); a dependent may be a child.
 */
export const ADULT_RELATIONSHIPS: readonly Relationship[] = ['Primary', 'Spouse', 'Dependent Adult'];

/** True when a person of this relationship must be 18 or older. */
export function mustBeAdult(relationship: Relationship): boolean {
  return ADULT_RELATIONSHIPS.includes(relationship);
}

/** spec §5: the date of birth rule of a person of this relationship (the same on the form and the server). */
export function dateOfBirthSchemaFor(relationship: Relationship, options: ReferenceDateOptions = {}) {
  return mustBeAdult(relationship) ? adultDateOfBirthSchema(options) : dateOfBirthSchema(options);
}
