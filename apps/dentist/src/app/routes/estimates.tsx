// Issue 16 item 5: `/estimates`. Drawn at the server (router.tsx, decision 0063).
import type { RoutePrefetch } from '@dental/ui';
import { estimatesQuery } from '../../features/estimates/api/estimates';
import { estimatesQueryOfSearch } from '../../features/estimates/components/estimates-page';
import { prefetchQueries } from '../first-screen';

export { EstimatesPage as Component } from '../../features/estimates/components/estimates-page';

/** The list of the address's status and page (decisions 0031 and 0063). */
export const prefetch: RoutePrefetch = (deps) =>
  prefetchQueries((client) => estimatesQuery(client, estimatesQueryOfSearch(new URLSearchParams(deps.search))))(deps);
