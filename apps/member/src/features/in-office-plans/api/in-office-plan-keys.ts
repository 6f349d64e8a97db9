import type { InOfficePlansQuery } from '@dental/domain';

// STYLE "API client and queries": the shop's keys (plans for sale: no mutation of ours changes them).
export const inOfficePlanKeys = {
  all: ['in-office-plans'] as const,
  list: (query: InOfficePlansQuery) => [...inOfficePlanKeys.all, 'list', query] as const,
  one: (id: string, locationId: string | null = null) => [...inOfficePlanKeys.all, 'one', id, locationId] as const,
};
