import { describe, expect, it } from 'vitest';
import { buildMember } from '@dental/domain/testing';
import { planMemberUpdate } from './member-update-plan';

const member = buildMember({ email: 'maria.lopez@example.com', city: 'Austin' });

describe('planMemberUpdate (spec §5 email change)', () => {
  it('sends no email change for the same address in other case or accents', () => {
    expect(planMemberUpdate(member, { email: 'MARIA.LOPEZ@example.com' })).toEqual({ patch: null, newEmail: null });
    expect(planMemberUpdate(member, { email: 'maría.lópez@EXAMPLE.com' })).toEqual({ patch: null, newEmail: null });
  });

  it('initiates a different email separately and never puts it into the PATCH', () => {
    expect(planMemberUpdate(member, { email: 'maria@new.example.com', city: 'Dallas' })).toEqual({
      patch: { city: 'Dallas' },
      newEmail: 'maria@new.example.com',
    });
  });

  it('patches only the fields that changed', () => {
    const plan = planMemberUpdate(member, {
      email: member.email,
      city: 'Austin',
      zip: '73301',
      middle_name: 'Teresa',
      address_line_2: null,
    });
    expect(plan).toEqual({ patch: { zip: '73301' }, newEmail: null });
  });

  it('sends a cleared optional field as null', () => {
    expect(planMemberUpdate(member, { middle_name: null }).patch).toEqual({ middle_name: null });
  });
});
