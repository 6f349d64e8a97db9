import { describe, expect, it } from 'vitest';
import {
  MSG_EFFECTIVE_FIRST_OF_MONTH,
  MSG_EFFECTIVE_IN_PAST,
  MSG_PRICE_DOLLARS,
  MSG_PRICE_RANGE,
  effectiveDateProblem,
  nextFirstOfMonth,
  planOfferingFormSchema,
  planOfferingRequestSchema,
  typedDollarsToCents,
} from './employer-plan.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the group plan’s rules (issue 27 item 2)', () => {
  it('takes dollars as a person types them, to cents, and nothing else', () => {
    expect(typedDollarsToCents('45')).toBe(4500);
    expect(typedDollarsToCents('45.5')).toBe(4550);
    expect(typedDollarsToCents(' $1,234.56 ')).toBe(123456);
    expect(typedDollarsToCents('0.01')).toBe(1);
    for (const typed of ['abc', '45.555', '-5', '4.5.6', '', '1e3']) expect(typedDollarsToCents(typed)).toBeNull();
  });

  it('a change takes effect on a first of a month, not before today', () => {
    expect(effectiveDateProblem('2027-04-01', '2027-03-15')).toBeNull();
    expect(effectiveDateProblem('2027-03-01', '2027-03-01')).toBeNull();
    expect(effectiveDateProblem('2027-03-01', '2027-03-02')).toBe(MSG_EFFECTIVE_IN_PAST);
    expect(effectiveDateProblem('2027-04-02', '2027-03-15')).toBe(MSG_EFFECTIVE_FIRST_OF_MONTH);
    expect(nextFirstOfMonth('2027-03-15')).toBe('2027-04-01');
    expect(nextFirstOfMonth('2027-12-01')).toBe('2028-01-01');
  });

  it('the form sends what the request takes: the class or null, and the price in cents', () => {
    const form = planOfferingFormSchema('2027-03-15');
    const typed = { employee_class: ' Drivers ', plan_type: 'gold_med', effective_date: '2027-04-01' };
    const sent = form.parse({ ...typed, monthly_price: '52.50' });
    expect(sent).toEqual({
      employee_class: 'Drivers',
      plan_type: 'gold_med',
      effective_date: '2027-04-01',
      monthly_price_cents: 5250,
    });
    expect(planOfferingRequestSchema.parse(sent)).toEqual(sent);
    expect(form.parse({ ...typed, employee_class: '', monthly_price: '45' }).employee_class).toBeNull();
    expect(messages(form.safeParse({ ...typed, monthly_price: 'lots' }))).toEqual({ monthly_price: MSG_PRICE_DOLLARS });
    expect(messages(form.safeParse({ ...typed, monthly_price: '0' }))).toEqual({ monthly_price: MSG_PRICE_RANGE });
    expect(messages(form.safeParse({ ...typed, monthly_price: '10000.01' }))).toEqual({
      monthly_price: MSG_PRICE_RANGE,
    });
    expect(messages(form.safeParse({ ...typed, effective_date: '2027-03-01', monthly_price: '45' }))).toEqual({
      effective_date: MSG_EFFECTIVE_IN_PAST,
    });
  });
});
