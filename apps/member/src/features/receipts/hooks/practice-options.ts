import type { Transaction } from '@dental/domain';
import type { FilterOption } from '../components/receipt-filters-form';

/**
 * The practice filter's choices: the practices of the rows on screen (kept simple: there is no call for the
 * household's practices), plus the chosen one so the select never loses its value.
 */
export function practiceOptions(rows: readonly Transaction[], selectedId: string): FilterOption[] {
  const byId = new Map<string, string>();
  for (const row of rows) if (row.practice) byId.set(String(row.practice.id), row.practice.name);
  if (selectedId && !byId.has(selectedId)) byId.set(selectedId, `Practice ${selectedId}`);
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
