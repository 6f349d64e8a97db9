// Issue 16 item 5: `/estimates/:estimateId`. Drawn at the server (router.tsx, decision 0063).
import type { RoutePrefetch } from '@dental/ui';
import { estimateQuery } from '../../features/estimates/api/estimates';
import { canRecordAsVisit } from '../../features/estimates/components/estimate-actions';
import { visitChoicesQuery } from '../../shared/visit-form/visit-form-api';
import { isRecordId } from '../../shared/record-id';

export { EstimateDetailsPage as Component } from '../../features/estimates/components/estimate-details-page';

/**
 * The estimate (an audited read, as the page's own) and, while it can be recorded as a visit, the practice's
 * dentists and locations for that form (decisions 0031 and 0063). Another practice's estimate answers 404: the
 * page is then not drawn.
 */
export const prefetch: RoutePrefetch = async ({ client, queryClient, params }) => {
  const id = params?.estimateId ?? '';
  if (!isRecordId(id)) return;
  const estimate = await queryClient.fetchQuery(estimateQuery(client, Number(id))).catch(() => null);
  if (estimate && canRecordAsVisit(estimate)) await queryClient.prefetchQuery(visitChoicesQuery(client));
};
