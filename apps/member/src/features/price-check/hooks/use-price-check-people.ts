import { useMemo } from 'react';
import { combinedMembers, todayIsoDate } from '@dental/domain';
import { useFamilyMembers } from '../../../shared/api/family-members';
import { useMemberUser } from '../../../shared/api/member-user';
import type { PersonOption } from '../components/price-check-form';

/**
 * spec §3 combined members list: the member, then the family, as the family member choices; and the
 * member's own zip (their home address, from the member call the portal already has), the zip field's
 * starting value.
 */
export function usePriceCheckPeople(): { people: PersonOption[]; homeZip: string | null; pending: boolean } {
  const member = useMemberUser();
  const family = useFamilyMembers();
  const people = useMemo(() => {
    if (!member.data) return [];
    return combinedMembers(member.data, family.data ?? [], todayIsoDate()).map((person) => ({
      value: String(person.id),
      label: person.name,
    }));
  }, [member.data, family.data]);
  return { people, homeZip: member.data?.zip ?? null, pending: member.isPending || family.isPending };
}
