import { describe, expect, it } from 'vitest';
import { dentistSearchQuerySchema } from './dentist-search.js';
import { isOpenEveningsOrWeekends, distanceMiles, searchProcedures } from '../find-dentist/search-rules.js';

describe('dentist search query (issue 6)', () => {
  it('takes a zip or a point, a radius from the choices, filters and paging', () => {
    expect(
      dentistSearchQuerySchema.parse({
        zip: '78701',
        radius: '25',
        speciality: 'orthodontist',
        accepting_new_patients: 'true',
        page: '2',
      }),
    ).toMatchObject({
      zip: '78701',
      radius: 25,
      speciality: 'orthodontist',
      accepting_new_patients: true,
      page: 2,
    });
    expect(dentistSearchQuerySchema.parse({ latitude: '30.27', longitude: '-97.74' })).toMatchObject({
      latitude: 30.27,
      longitude: -97.74,
    });
  });

  it('gives the spec §5 zip message for a bad zip and Required without a place', () => {
    const bad = dentistSearchQuerySchema.safeParse({ zip: '7870' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zip', 'Invalid zip: enter 5 digits'],
    ]);
    const none = dentistSearchQuerySchema.safeParse({});
    expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['zip', 'Required']]);
    expect(dentistSearchQuerySchema.safeParse({ zip: '78701', radius: '7' }).success).toBe(false);
    expect(dentistSearchQuerySchema.safeParse({ latitude: '91', longitude: '0' }).success).toBe(false);
  });
});

describe('find-dentist rules', () => {
  it('evenings and weekends: a weekend day, or closing after 6 pm', () => {
    expect(isOpenEveningsOrWeekends({ Monday: { open: '08:00', close: '17:00' } })).toBe(false);
    expect(isOpenEveningsOrWeekends({ Monday: { open: '08:00', close: '18:00' } })).toBe(false);
    expect(isOpenEveningsOrWeekends({ Thursday: { open: '10:00', close: '19:00' } })).toBe(true);
    expect(isOpenEveningsOrWeekends({ Saturday: { open: '09:00', close: '13:00' } })).toBe(true);
  });

  it('measures miles on the earthdistance sphere', () => {
    const austin = { latitude: 30.2672, longitude: -97.7431 };
    const dallas = { latitude: 32.7767, longitude: -96.797 };
    expect(distanceMiles(austin, austin)).toBe(0);
    expect(distanceMiles(austin, dallas)).toBeGreaterThan(180);
    expect(distanceMiles(austin, dallas)).toBeLessThan(185);
  });

  it('finds procedures by plain words or code', () => {
    expect(searchProcedures('D2740').map((p) => p.code)).toEqual(['D2740']);
    expect(searchProcedures('crown').map((p) => p.code)).toContain('D2740');
    expect(searchProcedures('cleaning').map((p) => p.code)).toEqual(expect.arrayContaining(['D1110', 'D1120']));
    expect(searchProcedures('zzz')).toEqual([]);
  });
});
