// X12 date and time values (X12.6 data types DT and TM).

const D8 = /^(\d{4})(\d{2})(\d{2})$/;
const TIME = /^([01]\d|2[0-3])[0-5]\d(?:[0-5]\d(?:\d{1,2})?)?$/;

/** A CCYYMMDD value as 'YYYY-MM-DD', or null when it is not a calendar date. */
export function dateOfD8(value: string): string | null {
  const parts = D8.exec(value);
  if (parts === null) return null;
  const [, year, month, day] = parts.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/** Whether a value is an X12 time: HHMM, HHMMSS, or HHMMSS with 1 or 2 decimal seconds. */
export function isX12Time(value: string): boolean {
  return TIME.test(value);
}

/** YYMMDD and HHMM of an instant in UTC, and CCYYMMDD, as the ISA and GS write them. */
export function x12Stamp(at: Date): { yymmdd: string; ccyymmdd: string; hhmm: string } {
  const iso = at.toISOString();
  const ccyymmdd = iso.slice(0, 10).replaceAll('-', '');
  return { yymmdd: ccyymmdd.slice(2), ccyymmdd, hhmm: iso.slice(11, 13) + iso.slice(14, 16) };
}
