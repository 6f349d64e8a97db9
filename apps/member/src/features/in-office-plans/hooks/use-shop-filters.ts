import { shopFiltersFromSearch, shopFiltersToSearch, type ShopFilters } from './shop-filters';
import { useUrlFilters } from '@dental/ui';

/** The shop's filters held in the URL; a change other than the page goes back to the first page. */
export function useShopFilters() {
  return useUrlFilters<ShopFilters>(shopFiltersFromSearch, shopFiltersToSearch);
}
