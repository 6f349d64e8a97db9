// Issue 26 item 20 (decision 0049): how often a plan covers a procedure. A plan carries its limits as data (the
// admin portal will edit them); the engine prices a line over its limit at 0 for the plan, with the reason, and
// the eligibility card shows each limited procedure's last date and when it is next covered.
//
// Rules (decided here; no spec text):
// - A limit groups codes that count together (an adult and a child cleaning are both "cleanings").
// - 'benefit_year': at most `times` in the calendar benefit year of the service (the accumulators' year), counted
//   over the whole year, so a visit recorded late cannot make a third cleaning covered.
// - 'years': at most `times` in the `years` before the service, its own day included (once in 5 years: covered
//   again on the fifth anniversary of the last one).
// - `perTooth`: counted per tooth (a crown on tooth 3 does not limit a crown on tooth 14).
// - `underAge`: covered only before that birthday (fluoride to age 19: the day before the 19th birthday).
// - The history is the patient's non-voided visit lines at any practice; a visit's own lines count in order. A
//   line the plan refused for a limit is history (the last date) but uses up nothing.
import dayjs from 'dayjs';
import { ageOn } from '../validation/iso-dates.js';

export const FREQUENCY_PERIODS = ['benefit_year', 'years'] as const;
export type FrequencyPeriod = (typeof FREQUENCY_PERIODS)[number];

/** One frequency limit of a plan, as the plans table stores it (jsonb) and the API sends it (api/frequency.ts). */
export interface FrequencyLimit {
  /** What the front desk calls it ("Cleanings"). */
  label: string;
  /** The codes that count together. */
  codes: string[];
  times: number;
  period: FrequencyPeriod;
  /** For the 'years' period: the window's length; null for a benefit year. */
  years: number | null;
  per_tooth: boolean;
  /** Covered only before this birthday, or null for any age. */
  under_age: number | null;
}

/** The limits of the demo's and the standard plans (decision 0049): what most US dental plans carry. */
export const COMMON_FREQUENCY_LIMITS: readonly FrequencyLimit[] = [
  {
    label: 'Cleanings',
    codes: ['D1110', 'D1120'],
    times: 2,
    period: 'benefit_year',
    years: null,
    per_tooth: false,
    under_age: null,
  },
  {
    label: 'Bitewing x-rays',
    codes: ['D0272', 'D0274'],
    times: 1,
    period: 'benefit_year',
    years: null,
    per_tooth: false,
    under_age: null,
  },
  {
    label: 'Full-mouth x-rays',
    codes: ['D0210', 'D0330'],
    times: 1,
    period: 'years',
    years: 5,
    per_tooth: false,
    under_age: null,
  },
  {
    label: 'Crowns',
    codes: ['D2740', 'D2750', 'D2790'],
    times: 1,
    period: 'years',
    years: 5,
    per_tooth: true,
    under_age: null,
  },
  {
    label: 'Fluoride',
    codes: ['D1206', 'D1208'],
    times: 2,
    period: 'benefit_year',
    years: null,
    per_tooth: false,
    under_age: 19,
  },
];

/** A procedure the patient had: a code, a date and the tooth (no practice: decision 0049). */
export interface HistoryLine {
  code: string;
  date: string;
  tooth: string | null;
  /**
   * False when the plan did not cover it for a frequency or age limit: it was done (the card's last date) but
   * does not use up the limit (a fourth cleaning the patient paid does not push the next covered one away).
   */
  counts: boolean;
}

export type FrequencyReason = 'frequency limit reached' | 'age limit reached';

/** Newest first; a day's lines keep their order (the history is oldest first, then as recorded). */
const newestFirst = (a: HistoryLine, b: HistoryLine) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

function addYears(isoDate: string, years: number): string {
  return dayjs(isoDate).add(years, 'year').format('YYYY-MM-DD');
}

/** The history lines a limit counts against a service on `date` (on `tooth` for a per-tooth limit). */
function counted(limit: FrequencyLimit, history: readonly HistoryLine[], date: string, tooth: string | null) {
  const year = date.slice(0, 4);
  const inWindow =
    limit.period === 'benefit_year'
      ? (day: string) => day.slice(0, 4) === year
      : (day: string) => day > addYears(date, -(limit.years ?? 1)) && day <= date;
  return history.filter(
    (h) => h.counts && limit.codes.includes(h.code) && inWindow(h.date) && (!limit.per_tooth || h.tooth === tooth),
  );
}

/** The limit a code falls under, if any (a code is in one limit at most; the first wins). */
export function frequencyLimitOf(limits: readonly FrequencyLimit[], code: string): FrequencyLimit | undefined {
  return limits.find((limit) => limit.codes.includes(code));
}

/**
 * Why the plan does not cover each line on `date`, or null where it does: lines are counted in order, each
 * covered line joining the history the next ones are checked against.
 */
export function frequencyVerdicts(
  limits: readonly FrequencyLimit[],
  history: readonly HistoryLine[],
  lines: readonly { code: string; tooth?: string | null }[],
  date: string,
  dateOfBirth: string,
): (FrequencyReason | null)[] {
  const seen = [...history];
  return lines.map((line) => {
    const limit = frequencyLimitOf(limits, line.code);
    if (!limit) return null;
    const tooth = line.tooth ?? null;
    if (limit.under_age !== null && (ageOn(dateOfBirth, date) ?? 0) >= limit.under_age) return 'age limit reached';
    if (counted(limit, seen, date, tooth).length >= limit.times) return 'frequency limit reached';
    seen.push({ code: line.code, date, tooth, counts: true });
    return null;
  });
}

/** A limited procedure on the eligibility card: its last date and when it is covered again. */
export interface FrequencyStatus {
  label: string;
  rule: string;
  tooth: string | null;
  last_code: string | null;
  last_date: string | null;
  /** Whether the plan covers it on the day asked. */
  covered_now: boolean;
  /** When it is covered again if not now; null when it is covered now or never again (an age limit). */
  next_covered_date: string | null;
}
const TIMES = ['', 'Once', 'Twice'];

/** The limit in words: 'Twice per benefit year', 'Once in 5 years per tooth, under age 19'. */
export function frequencyRuleText(limit: FrequencyLimit): string {
  const times = TIMES[limit.times] ?? `${limit.times} times`;
  const period = limit.period === 'benefit_year' ? 'per benefit year' : `in ${limit.years ?? 1} years`;
  const parts = [`${times} ${period}${limit.per_tooth ? ' per tooth' : ''}`];
  if (limit.under_age !== null) parts.push(`under age ${limit.under_age}`);
  return parts.join(', ');
}

function statusOf(
  limit: FrequencyLimit,
  history: readonly HistoryLine[],
  date: string,
  dateOfBirth: string,
  tooth: string | null,
): FrequencyStatus {
  const mine = history
    .filter((h) => limit.codes.includes(h.code) && h.date <= date && (!limit.per_tooth || h.tooth === tooth))
    .sort(newestFirst);
  const last = mine[0] ?? null;
  const base = { label: limit.label, rule: frequencyRuleText(limit), tooth, last_code: last?.code ?? null };
  const ageEnds = limit.under_age === null ? null : addYears(dateOfBirth, limit.under_age);
  if (ageEnds !== null && date >= ageEnds) {
    return { ...base, last_date: last?.date ?? null, covered_now: false, next_covered_date: null };
  }
  const inWindow = counted(limit, history, date, tooth);
  if (inWindow.length < limit.times) {
    return { ...base, last_date: last?.date ?? null, covered_now: true, next_covered_date: null };
  }
  const next =
    limit.period === 'benefit_year'
      ? `${Number(date.slice(0, 4)) + 1}-01-01`
      : addYears(
          [...inWindow].sort((a, b) => (a.date < b.date ? 1 : -1))[limit.times - 1]?.date ?? date,
          limit.years ?? 1,
        );
  const beforeAgeEnds = ageEnds === null || next < ageEnds;
  return { ...base, last_date: last?.date ?? null, covered_now: false, next_covered_date: beforeAgeEnds ? next : null };
}

/**
 * Each limit's status on `date`: one row per limit, and for a per-tooth limit one per tooth it was done on (the
 * newest first), or one row for no tooth when it never was.
 */
export function frequencyStatuses(
  limits: readonly FrequencyLimit[],
  history: readonly HistoryLine[],
  date: string,
  dateOfBirth: string,
): FrequencyStatus[] {
  return limits.flatMap((limit) => {
    if (!limit.per_tooth) return [statusOf(limit, history, date, dateOfBirth, null)];
    const teeth = [
      ...new Set(
        history
          .filter((h) => limit.codes.includes(h.code) && h.date <= date && h.tooth !== null)
          .sort(newestFirst)
          .map((h) => h.tooth),
      ),
    ];
    if (teeth.length === 0) return [statusOf(limit, history, date, dateOfBirth, null)];
    return teeth.map((tooth) => statusOf(limit, history, date, dateOfBirth, tooth));
  });
}
