import { useState } from 'react';
import { ESTIMATES_PAGE_SIZE, estimatesQuery, useEstimates } from '../../features/receipts/api/estimates';
import { benefitQuery } from '../../shared/api/benefit';
import { prefetchQueries } from '../../shared/api/prefetch';
import { EstimatesTable } from '../../features/receipts/components/estimates-table';
import { useWording } from '../../shared/hooks/use-wording';
import { LoadError, LoadingLines, PageTitle, PageNumbers } from '@dental/ui';

/**
 * The page's calls, started before its first render when it opens first (decision 0031), and made by the
 * server when it draws the page (decision 0034); the benefit is the header's (its Submit a claim link), so
 * the drawn header is the hydrated one.
 */
export const prefetch = prefetchQueries((client) => estimatesQuery(client, 1), benefitQuery);

/** spec §2 /estimates, issue 5: proposed treatments, their shares re-priced today (member/v4/estimates/). */
export function Component() {
  const [page, setPage] = useState(1);
  const list = useEstimates(page);
  const word = useWording();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.meta.total / ESTIMATES_PAGE_SIZE)) : 1;
  return (
    <>
      <PageTitle
        lead={word('What your plan would pay for proposed treatments, priced against your benefits used today.')}
      >
        Estimates
      </PageTitle>
      {list.isPending && <LoadingLines lines={5} label="Loading estimates" />}
      {list.isError && <LoadError what="your estimates" onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          <EstimatesTable rows={list.data.data} />
          <PageNumbers count={pages} page={page} onChange={setPage} label="Estimate pages" />
        </>
      )}
    </>
  );
}
