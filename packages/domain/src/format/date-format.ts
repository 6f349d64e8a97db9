// spec §9: the default date format.
import dayjs from 'dayjs';

/** spec §9: default date format. */
export const DEFAULT_DATE_FORMAT = 'MMM D, YYYY hh:mm A';
/** A date without a time, for dates of birth and due dates (decided here, in the spirit of §9). */
export const DATE_ONLY_FORMAT = 'MMM D, YYYY';

/** A value dayjs can read: an ISO string, epoch milliseconds, a Date or a dayjs object. */
export type DateInput = string | number | Date | dayjs.Dayjs;

/**
 * Formats a date with dayjs in the local time zone (default 'MMM D, YYYY hh:mm A').
 * A missing or unreadable value gives ''.
 */
export function formatDate(value: DateInput | null | undefined, format: string = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}

/**
 * Formats an ISO calendar date ('YYYY-MM-DD') without any time-zone shift (default 'MMM D, YYYY').
 * dayjs reads such a string as local midnight, so the day shown is the day written.
 */
export function formatIsoDate(value: string | null | undefined, format: string = DATE_ONLY_FORMAT): string {
  if (!value || !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return '';
  return formatDate(value, format);
}
