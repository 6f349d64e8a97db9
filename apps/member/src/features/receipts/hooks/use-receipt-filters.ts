import { filtersFromSearch, filtersToSearch, type ReceiptFilters } from './receipt-filters';
import { useUrlFilters } from '@dental/ui';

/** The receipts filters held in the URL; a change other than the page goes back to the first page. */
export function useReceiptFilters() {
  return useUrlFilters<ReceiptFilters>(filtersFromSearch, filtersToSearch);
}
