// Issue 16 item 6 (decision 0030): the visits report as CSV (RFC 4180): a header row, then one line per
// visit; money in dollars with two decimals, dates ISO. A field that a spreadsheet would run as a formula
// (starting with = + - @, or a tab or carriage return) gets a leading single quote (OWASP CSV injection).
import { VISITS_CSV_COLUMNS, visitStatusLabel, type ReportVisit } from '@dental/domain';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted when it holds a comma, a quote or a line break, and defused when it starts a formula. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cents as dollars with two decimals: 12345 -> '123.45' (a number column: never defused or quoted). */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const line = (fields: readonly string[]) => `${fields.join(',')}\r\n`;

export const CSV_HEADER = line(VISITS_CSV_COLUMNS.map(csvField));

/** One visit as a CSV line, in VISITS_CSV_COLUMNS order. */
export function visitCsvLine(visit: ReportVisit): string {
  return line([
    String(visit.id),
    visit.appointment_date,
    visit.payment_date ?? '',
    csvField(visitStatusLabel(visit.status, visit.member_cents)),
    csvField(visit.patient_name),
    csvField(visit.member_id),
    csvField(visit.dentist_name),
    csvField(visit.location_name),
    dollars(visit.billed_cents),
    dollars(visit.plan_cents),
    dollars(visit.member_cents),
  ]);
}
