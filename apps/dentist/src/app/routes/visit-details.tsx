// Issue 16 item 4: `/visits/:visitId`. Drawn at the server (router.tsx, decision 0063).
import type { RoutePrefetch } from '@dental/ui';
import { visitCardsQuery, visitQuery } from '../../features/visits/api/visits';
import { canPay } from '../../features/visits/components/visit-details-page';
import { isRecordId } from '../../shared/record-id';

export { VisitDetailsPage as Component } from '../../features/visits/components/visit-details-page';

/**
 * The visit (an audited read, as the page's own) and, while its share can be paid, the household's saved cards
 * for Charge card on file (decisions 0031, 0033 and 0063). Another practice's visit answers 404: the page is
 * then not drawn, and the browser says "This visit was not found." as before.
 */
export const prefetch: RoutePrefetch = async ({ client, queryClient, params }) => {
  const id = params?.visitId ?? '';
  if (!isRecordId(id)) return;
  const visit = await queryClient.fetchQuery(visitQuery(client, Number(id))).catch(() => null);
  if (visit && canPay(visit)) await queryClient.prefetchQuery(visitCardsQuery(client, visit.id));
};
