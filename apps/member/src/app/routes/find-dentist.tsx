import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ApiError, EmptyState, LoadError, LoadingLines, PageTitle, visuallyHidden } from '@dental/ui';
import { useDentistSearch } from '../../features/find-dentist/api/dentist-search';
import { FindDentistResults } from '../../features/find-dentist/components/find-dentist-results';
import { SearchFilters } from '../../features/find-dentist/components/search-filters';
import { SearchForm } from '../../features/find-dentist/components/search-form';
import { useDentistSearchParams } from '../../features/find-dentist/hooks/use-dentist-search-params';
import { prefetchQueries } from '../../shared/api/prefetch';
import { useWording } from '../../shared/hooks/use-wording';

/** The frame's calls before the first render (decision 0031); the search itself waits for a place. */
export const prefetch = prefetchQueries();

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
      <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
        <SearchForm key={params.zip ?? ''} params={params} zipError={zipError} onSearch={update} />
        <SearchFilters params={params} onChange={update} />
      </Box>
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
