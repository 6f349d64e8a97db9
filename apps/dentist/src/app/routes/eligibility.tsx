// Issue 16 item 3: `/eligibility`. Drawn at the server (router.tsx, decision 0063).
import type { ApiClient, RoutePrefetch } from '@dental/ui';
import { eligibilityQuery } from '../../features/eligibility/api/eligibility';
import { linkedQuery } from '../../features/eligibility/components/eligibility-page';
import { prefetchQueries } from '../first-screen';

export { EligibilityPage as Component } from '../../features/eligibility/components/eligibility-page';

/**
 * A patient's link (`?member_id=...&date_of_birth=...`, from Patients) is looked up for the first screen, once:
 * the same audited, throttled look-up the page would make on opening (decisions 0030, 0031 and 0063).
 */
export const prefetch: RoutePrefetch = (deps) => {
  const linked = linkedQuery(new URLSearchParams(deps.search));
  const lookUp = linked === null ? [] : [(client: ApiClient) => eligibilityQuery(client, linked)];
  return prefetchQueries(...lookUp)(deps);
};
