import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildFamilyMember, buildMember } from '../testing/builders.js';
import { anyInput, fieldMessagesOf, parsed } from '../testing/schema-testing.js';
import { combinedMembers } from '../family/combined-members.js';
import { familyMemberUpdateRequestSchema, familyMembersResponseSchema } from './family.js';

describe('family members (spec §3, §7)', () => {
  it('parses the list, data.data, empty by default', () => {
    expect(parsed(familyMembersResponseSchema, { data: [] })).toEqual({ data: [] });
    const adult = buildFamilyMember({ patient: 3, relationship: 'Dependent Adult', is_minor: false });
    const family = [buildFamilyMember(), adult];
    expect(parsed(familyMembersResponseSchema, { data: family })).toEqual({ data: family });
  });

  it('updates changed fields under their rules', () => {
    expect(parsed(familyMemberUpdateRequestSchema, { first_name: ' Luca ', middle_name: ' ' })).toEqual({
      first_name: 'Luca',
      middle_name: null,
    });
    expect(fieldMessagesOf(familyMemberUpdateRequestSchema, { last_name: '', date_of_birth: '1899-01-01' })).toEqual({
      last_name: ['Required'],
      date_of_birth: ['Date must be between Jan 1, 1900 and Dec 31, 2099'],
    });
    fc.assert(fc.property(anyInput, (value) => void familyMemberUpdateRequestSchema.safeParse(value)));
  });
});

describe('combined members list (spec §3: the member first, then the family)', () => {
  it('lists id, name, display_name and is_minor', () => {
    const list = combinedMembers(
      buildMember(),
      [
        buildFamilyMember({ middle_name: 'james' }),
        buildFamilyMember({ patient: 3, name: 'Ana Lopez', first_name: 'Ana', is_minor: false }),
      ],
      '2025-06-01',
    );
    expect(list).toEqual([
      { id: 1, name: 'Maria Teresa Lopez', display_name: 'Maria T.', is_minor: false },
      { id: 2, name: 'Lucas Lopez', display_name: 'Lucas J.', is_minor: true },
      { id: 3, name: 'Ana Lopez', display_name: 'Ana', is_minor: false },
    ]);
  });

  it('marks the member a minor under 18 on the given day', () => {
    const teen = buildMember({ date_of_birth: '2008-06-02' });
    expect(combinedMembers(teen, [], '2026-06-01')[0]?.is_minor).toBe(true);
    expect(combinedMembers(teen, [], '2026-06-02')[0]?.is_minor).toBe(false);
  });
});
