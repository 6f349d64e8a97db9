import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { Benefit, CustomUiData } from '@dental/domain';
import { memberKeys } from './query-keys';

// The main bundle must not import the API contract (CONTRACT pulls every zod schema in): the side
// navigation, which is in it, reads what the header (a lazy chunk, always mounted with the layout) fetches.
function useCachedData<T>(queryKey: QueryKey): T | undefined {
  return useQuery<T>({ queryKey, enabled: false }).data;
}

/** The member's benefit once fetched by useBenefit elsewhere (undefined before). */
export function useCachedBenefit(): Benefit | undefined {
  return useCachedData<Benefit>(memberKeys.benefit());
}

/** The custom UI data once fetched by useCustomUiData elsewhere (undefined before). */
export function useCachedCustomUiData(): CustomUiData | undefined {
  return useCachedData<CustomUiData>(memberKeys.customUiData());
}
