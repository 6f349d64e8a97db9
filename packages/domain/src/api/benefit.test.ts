import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildBenefit, buildMemberIdCardData } from '../testing/builders.js';
import { anyInput, parsed, passesOrSaysWhy } from '../testing/schema-testing.js';
import { benefitResponseSchema, idCardsLinksResponseSchema, memberIdCardDataResponseSchema } from './benefit.js';

describe('benefit (spec §3)', () => {
  it('parses a benefit with cents and nullable family and ortho fields', () => {
    const benefit = buildBenefit({
      family_benefit_limit: 300000,
      family_benefit_used: 0,
      family_benefit_remaining: 300000,
    });
    expect(parsed(benefitResponseSchema, { data: benefit })).toEqual({ data: benefit });
  });

  it('takes only the canonical benefit types and integer cents', () => {
    expect(benefitResponseSchema.safeParse({ data: buildBenefit({ benefit_type: 'Altrua' }) }).success).toBe(true);
    const accepts = (data: unknown) => benefitResponseSchema.safeParse({ data }).success;
    expect(accepts({ ...buildBenefit(), benefit_type: 'in-office' })).toBe(false);
    expect(accepts(buildBenefit({ dental_benefit_used: 10.5 }))).toBe(false);
    expect(accepts({ ...buildBenefit(), dental_benefit_limit: null })).toBe(false);
  });

  it('parses ID card data and links', () => {
    const card = buildMemberIdCardData();
    expect(parsed(memberIdCardDataResponseSchema, { data: card })).toEqual({ data: card });
    const links = {
      requesting_member_url: '/api/member/v4/patient/1/id-card/',
      family_members: [{ family_patient_id: 2, family_member_url: '/api/member/v4/patient/2/id-card/' }],
    };
    expect(parsed(idCardsLinksResponseSchema, { data: links })).toEqual({ data: links });
  });

  it('answers any answer without throwing: a pass, or a refusal that says why', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.record({ data: anyInput })), (value) =>
        [benefitResponseSchema, memberIdCardDataResponseSchema, idCardsLinksResponseSchema].every((schema) =>
          passesOrSaysWhy(schema, value),
        ),
      ),
    );
  });
});
