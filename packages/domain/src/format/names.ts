// spec §3: how people's names are shown.

/** The name fields of a member or family member. */
export interface PersonName {
  first_name: string;
  middle_name?: string | null;
  last_name?: string | null;
}

/**
 * spec §3: first name plus middle initial and a full stop ('Maria T.' for Maria Teresa); just the first
 * name when there is no middle name.
 */
export function displayName(person: PersonName): string {
  const first = person.first_name.trim();
  const initial = Array.from(person.middle_name?.trim() ?? '')[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The full name, first, middle and last, single-spaced ('Maria Teresa Lopez'). */
export function fullName(person: PersonName): string {
  return [person.first_name, person.middle_name ?? '', person.last_name ?? '']
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}
