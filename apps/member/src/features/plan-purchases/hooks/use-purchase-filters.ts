import { filtersFromSearch, filtersToSearch, type PurchaseFilters } from './purchase-filters';
import { useUrlFilters } from '@dental/ui';

/** The purchases filters held in the URL; a change other than the page goes back to the first page. */
export function usePurchaseFilters() {
  return useUrlFilters<PurchaseFilters>(filtersFromSearch, filtersToSearch);
}
