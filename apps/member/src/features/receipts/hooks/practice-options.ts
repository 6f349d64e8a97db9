import type { PracticeRef } from '@dental/domain';
import type { FilterOption } from '../components/receipt-filters-form';

/**
 * The practice filter's choices: the household's practices (member/v4/transactions/practices/, already by
 * name), plus the chosen one while they load or if it is not among them, so the select never loses its value.
 */
export function practiceOptions(practices: readonly PracticeRef[] | undefined, selectedId: string): FilterOption[] {
  const options = (practices ?? []).map((practice) => ({ value: String(practice.id), label: practice.name }));
  if (selectedId && !options.some((option) => option.value === selectedId))
    options.push({ value: selectedId, label: `Practice ${selectedId}` });
  return options;
}
