// Issue 7: a purchase's instalment schedule and the dates of its retries, the same on both sides (the
// checkout shows what the server will create). Dates are 'YYYY-MM-DD', money integer cents.
import { INSTALMENT_RETRY_DAYS, type PaymentMode } from './payments.js';

const DAY_MS = 86_400_000;

/** The same day n months later, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

export function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface ScheduledInstalment {
  sequence: number;
  due_date: string;
  amount_cents: number;
}

/** Paid in full: one instalment of the price today. Monthly: term_months instalments, the first today. */
export function instalmentSchedule(
  plan: { price_cents: number; monthly_price_cents: number; term_months: number },
  mode: PaymentMode,
  startDate: string,
): ScheduledInstalment[] {
  if (mode === 'full') return [{ sequence: 1, due_date: startDate, amount_cents: plan.price_cents }];
  return Array.from({ length: plan.term_months }, (_, i) => ({
    sequence: i + 1,
    due_date: addMonthsIso(startDate, i),
    amount_cents: plan.monthly_price_cents,
  }));
}

/**
 * After `attempts` failed charges of an instalment due on `dueDate`, when it is tried again
 * (INSTALMENT_RETRY_DAYS after the due date), or null when no retry is left.
 */
export function nextRetryDate(dueDate: string, attempts: number): string | null {
  const days = INSTALMENT_RETRY_DAYS[attempts - 1];
  return days === undefined ? null : addDaysIso(dueDate, days);
}
