import { useMemo } from 'react';
import { combinedMembers, todayIsoDate } from '@dental/domain';
import { useFamilyMembers } from '../../../shared/api/family-members';
import { useMemberUser } from '../../../shared/api/member-user';
import type { FilterOption } from '../components/receipt-filters-form';

/** spec §3: the member themself, then the family members, as choices of the family member filter. */
export function useReceiptPeople(): FilterOption[] {
  const member = useMemberUser().data;
  const family = useFamilyMembers().data;
  return useMemo(() => {
    if (!member) return [];
    return combinedMembers(member, family ?? [], todayIsoDate()).map((person) => ({
      value: String(person.id),
      label: person.name,
    }));
  }, [member, family]);
}
