import { describe, expect, it } from 'vitest';
import { priceCheckQuerySchema } from './price-check.js';

describe('price check query (issue 6)', () => {
  it('takes catalogue codes, a family member, a zip, radius and sort', () => {
    expect(
      priceCheckQuerySchema.parse({ codes: 'd2740, D1110', patient_id: '12', zip: '78701', sort: 'distance' }),
    ).toEqual({
      codes: ['D2740', 'D1110'],
      patient_id: 12,
      zip: '78701',
      sort: 'distance',
    });
  });

  it('refuses unknown or repeated codes, more than five, a bad zip or no family member', () => {
    for (const codes of ['X1234', 'D2740,D2740', 'D0120,D0140,D0150,D1110,D1120,D2740', '']) {
      expect(priceCheckQuerySchema.safeParse({ codes, patient_id: '1', zip: '78701' }).success).toBe(false);
    }
    const bad = priceCheckQuerySchema.safeParse({ codes: 'D2740', patient_id: '1', zip: 'abcde' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zip', 'Invalid zip: enter 5 digits'],
    ]);
    expect(priceCheckQuerySchema.safeParse({ codes: 'D2740', zip: '78701' }).success).toBe(false);
  });
});
