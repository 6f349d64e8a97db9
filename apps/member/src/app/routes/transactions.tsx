import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { receiptPracticesQuery, useReceiptPractices } from '../../features/receipts/api/receipt-practices';
import { transactionsQuery, useTransactions } from '../../features/receipts/api/transactions';
import { ReceiptFiltersForm } from '../../features/receipts/components/receipt-filters-form';
import { ReceiptTotals } from '../../features/receipts/components/receipt-totals';
import { ReceiptsList } from '../../features/receipts/components/receipts-list';
import { practiceOptions } from '../../features/receipts/hooks/practice-options';
import {
  RECEIPTS_PAGE_SIZE,
  filtersFromSearch,
  filtersToQuery,
  isRangeReversed,
} from '../../features/receipts/hooks/receipt-filters';
import { useReceiptFilters } from '../../features/receipts/hooks/use-receipt-filters';
import { useReceiptPeople } from '../../features/receipts/hooks/use-receipt-people';
import { LoadError, LoadingLines, PageTitle, type RoutePrefetch, type ApiClient, PageNumbers } from '@dental/ui';
import { benefitQuery } from '../../shared/api/benefit';
import { familyMembersQuery } from '../../shared/api/family-members';
import { prefetchQueries } from '../../shared/api/prefetch';

/**
 * The page's calls, started before its first render when it opens first (decision 0031), and made by the
 * server when it draws the page (decision 0034): the filters are read from `deps.search` (the request's
 * query string there, not `window.location`); the benefit is the header's (its Submit a claim link), so the
 * drawn header is the hydrated one.
 */
export const prefetch: RoutePrefetch = (deps) => {
  const filters = filtersFromSearch(new URLSearchParams(deps.search));
  const list = isRangeReversed(filters)
    ? []
    : [(client: ApiClient) => transactionsQuery(client, filtersToQuery(filters))];
  return prefetchQueries(...list, receiptPracticesQuery, familyMembersQuery, benefitQuery)(deps);
};

/** spec §2 /transactions, issue 5: the household's receipts, filtered (in the URL), paginated, with totals. */
export function Component() {
  const { filters, update } = useReceiptFilters();
  const query = useMemo(() => filtersToQuery(filters), [filters]);
  const reversed = isRangeReversed(filters);
  const list = useTransactions(query, !reversed);
  const people = useReceiptPeople();
  const rows = list.data?.data ?? [];
  const practices = practiceOptions(useReceiptPractices().data, filters.practiceId);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.meta.total / RECEIPTS_PAGE_SIZE)) : 1;
  return (
    <>
      <PageTitle lead="Your household's visits, newest first; show All for reimbursements and estimates too.">
        Receipts
      </PageTitle>
      <ReceiptFiltersForm filters={filters} onChange={update} people={people} practices={practices} />
      {list.isPending && list.fetchStatus !== 'idle' && <LoadingLines lines={6} label="Loading receipts" />}
      {list.isError && <LoadError what="your receipts" onRetry={() => void list.refetch()} />}
      {/* A reversed range is not asked for (the form says why): no stale page below it. */}
      {list.data && !reversed && (
        <Box aria-busy={list.isPlaceholderData}>
          <ReceiptTotals totals={list.data.meta.totals} />
          <ReceiptsList rows={rows} />
          <PageNumbers count={pages} page={filters.page} onChange={(page) => update({ page })} label="Receipt pages" />
        </Box>
      )}
    </>
  );
}
