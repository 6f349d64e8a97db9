import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearch, filtersToSearch, type PurchaseFilters } from './purchase-filters';

/** The purchases filters held in the URL; a change other than the page goes back to the first page. */
export function usePurchaseFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const update = useCallback(
    (change: Partial<PurchaseFilters>) => {
      const page = change.page ?? 1;
      void setSearch(filtersToSearch({ ...filters, ...change, page }));
    },
    [filters, setSearch],
  );
  return { filters, update };
}
