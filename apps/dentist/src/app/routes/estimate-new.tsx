// Issue 16 item 5: `/estimates/new`. Drawn at the server (router.tsx, decision 0063).
import type { ApiClient, RoutePrefetch } from '@dental/ui';
import { linkedPricing } from '../../shared/visit-form/use-visit-lines-form';
import { visitPricingQuery } from '../../shared/visit-form/visit-form-api';
import { prefetchQueries } from '../first-screen';

export { NewEstimatePage as Component } from '../../features/estimates/components/new-estimate-page';

/**
 * Opened from a patient's link (Eligibility's or Benefit Search's Create an estimate, issue 26 item 22:
 * `?member_id=...&date_of_birth=...&codes=...`), that patient priced for today, which prices the link's lines:
 * the same audited, throttled look-up the form would make on opening, made once for the page (decisions 0030,
 * 0031 and 0063). Without a link the form opens empty, and only the signed-in frame's calls are made.
 */
export const prefetch: RoutePrefetch = (deps) => {
  const linked = linkedPricing(new URLSearchParams(deps.search));
  return prefetchQueries(...(linked === null ? [] : [(client: ApiClient) => visitPricingQuery(client, linked)]))(deps);
};
