import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { usePlanPurchases } from '../../features/plan-purchases/api/plan-purchases';
import { PurchaseFiltersForm } from '../../features/plan-purchases/components/purchase-filters-form';
import { PurchasesList } from '../../features/plan-purchases/components/purchases-list';
import { PURCHASES_PAGE_SIZE, filtersToQuery } from '../../features/plan-purchases/hooks/purchase-filters';
import { usePurchaseFilters } from '../../features/plan-purchases/hooks/use-purchase-filters';
import { useWording } from '../../shared/hooks/use-wording';
import { LoadError, LoadingLines, PageTitle } from '@dental/ui';

/** spec §2 /plan-purchases: the household's in-office plan purchases, current or past, by payment status. */
export function Component() {
  const { filters, update } = usePurchaseFilters();
  const query = useMemo(() => filtersToQuery(filters), [filters]);
  const list = usePlanPurchases(query);
  const word = useWording();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.meta.total / PURCHASES_PAGE_SIZE)) : 1;
  return (
    <>
      <PageTitle lead={word('The in-office dental plans you bought from practices, and their payments.')}>
        {word('Plan purchases')}
      </PageTitle>
      <PurchaseFiltersForm filters={filters} onChange={update} />
      {list.isPending && <LoadingLines lines={6} label={word('Loading plan purchases')} />}
      {list.isError && <LoadError what={word('your plan purchases')} onRetry={() => void list.refetch()} />}
      {list.data && (
        <Box aria-busy={list.isPlaceholderData}>
          <PurchasesList purchases={list.data.data} />
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination
                count={pages}
                page={filters.page}
                onChange={(_event, page) => update({ page })}
                aria-label={word('Plan purchase pages')}
              />
            </Box>
          )}
        </Box>
      )}
    </>
  );
}
