// STYLE "API client and queries": the find-a-dentist area's query keys (read-only: nothing invalidates them).
export const findDentistKeys = {
  all: ['find-dentist'] as const,
  search: (query: Record<string, string>) => [...findDentistKeys.all, 'search', query] as const,
  practice: (id: string) => [...findDentistKeys.all, 'practice', id] as const,
};
