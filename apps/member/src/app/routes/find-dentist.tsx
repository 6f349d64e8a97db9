import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ApiError,
  EmptyState,
  LoadError,
  LoadingLines,
  PageTitle,
  UntilHydrated,
  visuallyHidden,
  type RoutePrefetch,
} from '@dental/ui';
import { dentistSearchQuery, useDentistSearch } from '../../features/find-dentist/api/dentist-search';
import { FindDentistResults } from '../../features/find-dentist/components/find-dentist-results';
import { SearchFilters } from '../../features/find-dentist/components/search-filters';
import { SearchForm } from '../../features/find-dentist/components/search-form';
import {
  searchParamsFrom,
  searchQueryOf,
  useDentistSearchParams,
} from '../../features/find-dentist/hooks/use-dentist-search-params';
import { prefetchQueries } from '../../shared/api/prefetch';
import { useWording } from '../../shared/hooks/use-wording';

/**
 * The frame's calls before the first render (decision 0031), and the search when the URL holds a place to
 * search from: the server draws the results with the page (decision 0034), reading the query from its deps.
 */
export const prefetch: RoutePrefetch = async (deps) => {
  const query = searchQueryOf(searchParamsFrom(new URLSearchParams(deps.search)));
  await Promise.all([
    prefetchQueries()(deps),
    query && deps.queryClient.prefetchQuery(dentistSearchQuery(deps.client, query)),
  ]);
};

/**
 * spec §2 /find-dentist, issue 6: search by zip or location with filters; results as a list and a map
 * together. A practice's page is /find-dentist/practice/:practiceId (routes/find-dentist-practice.tsx).
 */
export function Component() {
  const { params, query, update } = useDentistSearchParams();
  const search = useDentistSearch(query);
  const word = useWording();
  const zipError = search.error instanceof ApiError ? (search.error.fieldErrors.zip ?? null) : null;
  return (
    <>
      <PageTitle lead={word('Dentists near you, in your network first.')}>Find a Dentist</PageTitle>
      {/* Drawn at the server, the form waits for React before it takes typing or a submit (decision 0034). */}
      <UntilHydrated>
        <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
          <SearchForm key={params.zip ?? ''} params={params} zipError={zipError} onSearch={update} />
          <SearchFilters params={params} onChange={update} />
        </Box>
      </UntilHydrated>
      {query === null && <EmptyState>Enter a zip code, or use your location, to find dentists near you.</EmptyState>}
      {query !== null && search.isPending && <LoadingLines lines={6} label="Searching for dentists" />}
      {query !== null && search.isError && !zipError && (
        <LoadError what="dentists" onRetry={() => void search.refetch()} />
      )}
      {query !== null && search.data && !search.isError && (
        <Box aria-busy={search.isFetching} sx={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}>
          <Typography component="h2" sx={visuallyHidden}>
            Results
          </Typography>
          <FindDentistResults
            response={search.data}
            onPage={(page) => update({ page: String(page) })}
            onRadius={(miles) => update({ radius: String(miles) })}
          />
        </Box>
      )}
    </>
  );
}
