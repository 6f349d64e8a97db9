import { useUrlFilters } from '../../../shared/hooks/use-url-filters';
import { filtersFromSearch, filtersToSearch, type ReceiptFilters } from './receipt-filters';

/** The receipts filters held in the URL; a change other than the page goes back to the first page. */
export function useReceiptFilters() {
  return useUrlFilters<ReceiptFilters>(filtersFromSearch, filtersToSearch);
}
