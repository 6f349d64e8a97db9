// STYLE "API client and queries": the find-a-dentist area's query keys (read-only: nothing invalidates them).
import type { DentistSearchQuery } from '@dental/domain';

export const findDentistKeys = {
  all: ['find-dentist'] as const,
  search: (query: DentistSearchQuery) => [...findDentistKeys.all, 'search', query] as const,
  practice: (id: string) => [...findDentistKeys.all, 'practice', id] as const,
};
