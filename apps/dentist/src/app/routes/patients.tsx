// Issue 16 item 6: `/patients`. Drawn at the server (router.tsx, decision 0063).
import type { RoutePrefetch } from '@dental/ui';
import { practicePatientsQuery } from '../../features/patients/api/patients';
import { patientsQueryOfSearch } from '../../features/patients/components/patients-page';
import { prefetchQueries } from '../first-screen';

export { PatientsPage as Component } from '../../features/patients/components/patients-page';

/** The list of the address's search and page (decisions 0031 and 0063). */
export const prefetch: RoutePrefetch = (deps) =>
  prefetchQueries((client) => practicePatientsQuery(client, patientsQueryOfSearch(new URLSearchParams(deps.search))))(
    deps,
  );
