import { describe, expect, it } from 'vitest';
import { BENEFIT_TYPES, wording, type BenefitType } from '@dental/domain';
import { PLAN_PAYMENT_PAST_DUE, memberNavigation } from './member-navigation';

const plain = (text: string) => text;
const labels = (benefitType: BenefitType | undefined, planLabel = 'My Plan', word = plain) =>
  memberNavigation(
    benefitType === undefined ? undefined : { benefit_type: benefitType, plan_label: planLabel },
    word,
  ).map((entry) => ('divider' in entry ? '---' : `${entry.label} ${entry.to}`));

describe('member navigation (spec §2, §6)', () => {
  it('lists the entries in the spec order for an individual benefit', () => {
    expect(labels('individual')).toEqual([
      'Home /',
      'My Plan /plan-details',
      'Receipts /transactions',
      'PriceCheck /price-check',
      'Estimates /estimates',
      '---',
      'Shop dental plans /in-office-plans',
      'Help and support /help-support',
    ]);
  });

  it('leaves PriceCheck out for the in-office benefit only', () => {
    for (const type of BENEFIT_TYPES) {
      expect(labels(type).includes('PriceCheck /price-check'), type).toBe(type !== 'in office');
    }
  });

  it('hides Shop dental plans for employer and Altrua only', () => {
    for (const type of BENEFIT_TYPES) {
      expect(labels(type).includes('Shop dental plans /in-office-plans'), type).toBe(
        type !== 'employer' && type !== 'Altrua',
      );
    }
  });

  it('labels the plan overview from the benefit, through the healthshare wording', () => {
    expect(labels('Altrua', 'My Plan', (text) => wording(text, true))[1]).toBe('My Membership /plan-details');
    expect(labels('individual', 'Plan overview')[1]).toBe('Plan overview /plan-details');
  });

  it('shows no benefit-dependent entries until the benefit is known', () => {
    expect(labels(undefined)).toEqual([
      'Home /',
      'My Plan /plan-details',
      'Receipts /transactions',
      'Estimates /estimates',
      '---',
      'Help and support /help-support',
    ]);
  });

  it('points Home at /member while the member is on /member', () => {
    expect(memberNavigation(undefined, plain, '/member')[0]).toMatchObject({ label: 'Home', to: '/member' });
  });

  it('warns of a past-due plan payment with an entry to the purchases, under Shop dental plans where it shows', () => {
    const inOffice = memberNavigation({ benefit_type: 'in office', plan_label: 'My Plan' }, plain, '/', true);
    const shop = inOffice.find((entry) => 'label' in entry && entry.label === 'Shop dental plans');
    expect(shop && 'children' in shop ? shop.children : undefined).toEqual([
      expect.objectContaining({ label: 'Plan purchases', to: '/plan-purchases', warning: PLAN_PAYMENT_PAST_DUE }),
    ]);
    const employer = memberNavigation({ benefit_type: 'employer', plan_label: 'My Plan' }, plain, '/', true);
    expect(
      employer.map((entry) => ('divider' in entry ? '---' : `${entry.label} ${entry.warning ?? ''}`.trim())).slice(-3),
    ).toEqual(['---', `Plan purchases ${PLAN_PAYMENT_PAST_DUE}`, 'Help and support']);
    expect(
      JSON.stringify(memberNavigation({ benefit_type: 'in office', plan_label: 'My Plan' }, plain, '/', false)),
    ).not.toContain(PLAN_PAYMENT_PAST_DUE);
  });
});
