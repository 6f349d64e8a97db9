// spec §3: the combined members list, without zod: the member home builds it, and a schema module's top level
// (api/family.ts) cannot be left out of a bundle.
import type { CombinedMember, FamilyMember } from '../api/family.js';
import type { Member } from '../api/member-user.js';
import { displayName, fullName } from '../format/names.js';
import { ageOn } from '../validation/iso-dates.js';
import { MIN_AGE } from '../validation/limits.js';

/**
 * spec §3: the member first, then the family members, each with id (patient), name, display_name and
 * is_minor. The member's own is_minor is computed from the date of birth on `today` ('YYYY-MM-DD').
 */
export function combinedMembers(member: Member, family: readonly FamilyMember[], today: string): CombinedMember[] {
  const memberAge = ageOn(member.date_of_birth, today);
  const self: CombinedMember = {
    id: member.id,
    name: fullName(member),
    display_name: displayName(member),
    is_minor: memberAge !== null && memberAge < MIN_AGE,
  };
  return [
    self,
    ...family.map((relative) => ({
      id: relative.patient,
      name: relative.name,
      display_name: displayName(relative),
      is_minor: relative.is_minor,
    })),
  ];
}
