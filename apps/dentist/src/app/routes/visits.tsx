// Issue 16 item 4: `/visits`. Drawn at the server (router.tsx, decision 0063).
import type { RoutePrefetch } from '@dental/ui';
import { visitsQuery } from '../../features/visits/api/visits';
import { visitsQueryOfSearch } from '../../features/visits/components/visits-page';
import { prefetchQueries } from '../first-screen';

export { VisitsPage as Component } from '../../features/visits/components/visits-page';

/** The list of the address's filters and page (decisions 0031 and 0063). */
export const prefetch: RoutePrefetch = (deps) =>
  prefetchQueries((client) => visitsQuery(client, visitsQueryOfSearch(new URLSearchParams(deps.search))))(deps);
