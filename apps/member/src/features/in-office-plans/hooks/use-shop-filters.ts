import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { shopFiltersFromSearch, shopFiltersToSearch, type ShopFilters } from './shop-filters';

/** The shop's filters held in the URL; a change other than the page goes back to the first page. */
export function useShopFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => shopFiltersFromSearch(search), [search]);
  const update = useCallback(
    (change: Partial<ShopFilters>) => {
      const page = change.page ?? 1;
      void setSearch(shopFiltersToSearch({ ...filters, ...change, page }));
    },
    [filters, setSearch],
  );
  return { filters, update };
}
