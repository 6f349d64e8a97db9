import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from '../enums/plans.js';
import {
  FEE_SCHEDULE_PERCENT_OF_TYPICAL,
  REFERENCE_FEE_SCHEDULES,
  SCHEDULED_NETWORKS,
  referenceScheduleFee,
} from './fee-schedules.js';
import { PROCEDURE_CATALOGUE, findProcedure } from './procedure-catalogue.js';

describe('procedure catalogue (DESIGN §4)', () => {
  it('has about forty unique codes with a service type, a name, a description and keywords', () => {
    expect(PROCEDURE_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PROCEDURE_CATALOGUE.map((p) => p.code)).size).toBe(PROCEDURE_CATALOGUE.length);
    for (const p of PROCEDURE_CATALOGUE) {
      expect(p.code).toMatch(/^D[0-9]{4}$/);
      expect(SERVICE_TYPES).toContain(p.serviceType);
      expect(p.name.length).toBeGreaterThan(3);
      expect(p.description.endsWith('.')).toBe(true);
      expect(p.keywords.length).toBeGreaterThan(0);
      expect(Number.isSafeInteger(p.typicalFeeCents) && p.typicalFeeCents > 0).toBe(true);
      expect(p.isOrtho).toBe(p.code.startsWith('D8'));
    }
  });

  it('holds the common codes the product talks about', () => {
    const codes = [
      'D0120',
      'D0150',
      'D0210',
      'D0274',
      'D1110',
      'D1120',
      'D1206',
      'D1351',
      'D2140',
      'D2391',
      'D2392',
      'D2740',
      'D2750',
      'D2950',
      'D3310',
      'D3330',
      'D4341',
      'D4910',
      'D5110',
      'D6010',
      'D7140',
      'D7210',
      'D7240',
      'D8080',
      'D8090',
      'D9110',
      'D9944',
    ];
    for (const code of codes) expect(findProcedure(code), code).toBeDefined();
    expect(findProcedure('d1110 ')?.name).toBe('Adult cleaning');
    expect(findProcedure('D0000')).toBeUndefined();
    expect(findProcedure('D2391')?.serviceType).toBe('BRS');
    expect(findProcedure('D2740')?.serviceType).toBe('MRS');
  });
});

describe('reference fee schedules', () => {
  it('prices every procedure in every scheduled tier, platinum paying most and silver least', () => {
    expect(REFERENCE_FEE_SCHEDULES).toHaveLength(PROCEDURE_CATALOGUE.length * SCHEDULED_NETWORKS.length);
    expect(FEE_SCHEDULE_PERCENT_OF_TYPICAL.platinum).toBeGreaterThan(FEE_SCHEDULE_PERCENT_OF_TYPICAL.gold);
    for (const p of PROCEDURE_CATALOGUE) {
      const [platinum, gold, silver] = SCHEDULED_NETWORKS.map((n) => referenceScheduleFee(n, p.code) ?? -1);
      expect(platinum).toBeGreaterThan(gold ?? 0);
      expect(gold).toBeGreaterThan(silver ?? 0);
      expect(silver).toBeGreaterThan(0);
      expect(platinum).toBeLessThanOrEqual(p.typicalFeeCents);
      expect((silver ?? 0) % 100).toBe(0);
    }
    expect(referenceScheduleFee('gold', 'D2740')).toBe(100_000);
  });

  it('has no schedule for office_fees, for no network, or for an unknown code', () => {
    expect(referenceScheduleFee('office_fees', 'D1110')).toBeNull();
    expect(referenceScheduleFee(null, 'D1110')).toBeNull();
    expect(referenceScheduleFee('gold', 'D0000')).toBeNull();
  });
});
