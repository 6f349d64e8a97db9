// spec §3 and §9, DESIGN §5: money is integer cents, shown with $ and 2 decimals.
import { parseAmount } from './amount.js';

/**
 * A whole non-negative number's digits without exponent (1e21 -> '1000000000000000000000'). Not
 * toLocaleString: it builds a number formatter on every call, which made formatting the home's amounts a
 * measurable part of its first render on a slow phone (issue 17).
 */
function plainDigits(whole: number): string {
  return whole < 1e21 ? String(whole) : BigInt(whole).toString();
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=([0-9]{3})+(?![0-9]))/g, ',');
}

/** Shows integer cents as '$1,234.50' ('-$12.00' when negative); a non-finite value gives ''. */
export function formatMoney(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  const sign = whole < 0 ? '-' : '';
  return `${sign}$${groupThousands(plainDigits(dollars))}.${rest}`;
}

/**
 * Dollars (a number or a text such as '1,234.5') to integer cents, rounding half away from zero on the
 * decimal digits as written (1.005 -> 101), with no float drift. Unparseable amounts, and amounts too large
 * to count exactly in cents (beyond Number.MAX_SAFE_INTEGER cents), give null.
 */
export function dollarsToCents(amount: unknown): number | null {
  const value = parseAmount(amount);
  if (value === null) return null;
  const text = String(Math.abs(value));
  const match = /^([0-9]+)(?:\.([0-9]+))?$/.exec(text);
  if (!match) return Math.abs(value) < 1 ? 0 : null; // exponent forms: below 1e-6 or at least 1e21
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  return value < 0 && cents !== 0 ? -cents : cents;
}

/** Integer cents to dollars (1234 -> 12.34); exact to the cent for any safe integer. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Integer cents as a plain decimal for an input field, '1234.50' ('-12.00'); non-finite gives ''. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const dollars = plainDigits(Math.floor(abs / 100));
  return `${whole < 0 ? '-' : ''}${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** spec §3: shows a dollar amount (number or text) as '$1,234.50'; an unparseable amount gives ''. */
export function formatDollars(amount: unknown): string {
  const cents = dollarsToCents(amount);
  return cents === null ? '' : formatMoney(cents);
}
