// Issue 16 item 4: `/visits/new`. Drawn at the server (router.tsx, decision 0063).
import type { ApiClient, RoutePrefetch } from '@dental/ui';
import { linkedPricing } from '../../shared/visit-form/use-visit-lines-form';
import { visitChoicesQuery, visitPricingQuery } from '../../shared/visit-form/visit-form-api';
import { prefetchQueries } from '../first-screen';

export { RecordVisitPage as Component } from '../../features/visits/components/record-visit-page';

/**
 * The practice's dentists and locations (the form's pickers) and, opened from a patient's link (Eligibility's
 * Record a visit: `?member_id=...&date_of_birth=...`), that patient priced for today: the same audited,
 * throttled look-up the form would make on opening, made once for the page (decisions 0030, 0031 and 0063).
 */
export const prefetch: RoutePrefetch = (deps) => {
  const linked = linkedPricing(new URLSearchParams(deps.search));
  const priced = linked === null ? [] : [(client: ApiClient) => visitPricingQuery(client, linked)];
  return prefetchQueries(visitChoicesQuery, ...priced)(deps);
};
