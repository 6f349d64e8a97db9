import { Navigate } from 'react-router';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isInOfficeBenefit } from '@dental/domain';
import {
  ApiError,
  EmptyState,
  LoadError,
  LoadingLines,
  NOT_FOUND_PATH,
  PageTitle,
  UntilHydrated,
  type RoutePrefetch,
} from '@dental/ui';
import { priceCheckQuery, usePriceCheck } from '../../features/price-check/api/price-check';
import { PriceCheckForm } from '../../features/price-check/components/price-check-form';
import { PriceCheckResults } from '../../features/price-check/components/price-check-results';
import {
  priceCheckParamsFrom,
  priceCheckQueryOf,
  usePriceCheckParams,
} from '../../features/price-check/hooks/use-price-check-params';
import { usePriceCheckPeople } from '../../features/price-check/hooks/use-price-check-people';
import { benefitQuery, useBenefit } from '../../shared/api/benefit';
import { familyMembersQuery } from '../../shared/api/family-members';
import { prefetchQueries } from '../../shared/api/prefetch';
import { useWording } from '../../shared/hooks/use-wording';

/**
 * The people and benefit the form needs, started before its first render when it opens first (decision 0031),
 * and the check of a complete query in the URL: the server draws the results with the page (decision 0034),
 * reading the query from its deps.
 */
export const prefetch: RoutePrefetch = async (deps) => {
  const query = priceCheckQueryOf(priceCheckParamsFrom(new URLSearchParams(deps.search)));
  await Promise.all([
    prefetchQueries(benefitQuery, familyMembersQuery)(deps),
    query && deps.queryClient.prefetchQuery(priceCheckQuery(deps.client, query)),
  ]);
};

function PriceCheckScreen() {
  const { params, query, update } = usePriceCheckParams();
  const { people, homeZip, pending } = usePriceCheckPeople();
  const check = usePriceCheck(query);
  const word = useWording();
  const zipError = check.error instanceof ApiError ? (check.error.fieldErrors.zip ?? null) : null;
  return (
    // Drawn at the server, the form and the sort wait for React before they take typing or a submit (decision 0034).
    <UntilHydrated>
      <PageTitle
        lead={word('What a procedure would cost you at nearby in-network practices, with the benefits you have left.')}
      >
        PriceCheck
      </PageTitle>
      {pending ? (
        // The form's own height (phone, desktop) is held while the family loads: nothing below moves (issue 17).
        <Box sx={{ minHeight: { xs: 329, md: 79 } }}>
          <LoadingLines lines={2} label="Loading your family" />
        </Box>
      ) : (
        <PriceCheckForm
          key={`${params.codes ?? ''}|${params.patient_id ?? ''}|${params.zip ?? ''}`}
          params={params}
          people={people}
          defaultZip={homeZip}
          zipError={zipError}
          onSubmit={update}
        />
      )}
      <Box sx={{ mt: 3 }}>
        {query === null && (
          <EmptyState>Choose procedures, a family member and a zip code to see prices near you.</EmptyState>
        )}
        {query !== null && check.isPending && <LoadingLines lines={6} label="Checking prices" />}
        {query !== null && check.isError && !zipError && (
          <LoadError what="prices" onRetry={() => void check.refetch()} />
        )}
        {query !== null && check.data && !check.isError && (
          <Box aria-busy={check.isFetching} sx={{ opacity: check.isPlaceholderData ? 0.6 : 1 }}>
            <TextField
              select
              size="small"
              label="Sort by"
              value={params.sort ?? 'out_of_pocket'}
              onChange={(event) => update({ sort: event.target.value === 'out_of_pocket' ? '' : event.target.value })}
              sx={{ mb: 2, minWidth: 220 }}
            >
              <MenuItem value="out_of_pocket">Lowest out-of-pocket</MenuItem>
              <MenuItem value="distance">Distance</MenuItem>
            </TextField>
            <PriceCheckResults check={check.data} />
          </Box>
        )}
      </Box>
    </UntilHydrated>
  );
}

/** spec §2 /price-check, issue 6. spec §2 and §6: left out for in-office benefits, by route as in the navigation. */
export function Component() {
  const benefit = useBenefit();
  if (benefit.isPending) return <LoadingLines lines={4} label="Loading price check" />;
  if (benefit.isError) return <LoadError what="price check" onRetry={() => void benefit.refetch()} />;
  if (isInOfficeBenefit(benefit.data.benefit_type)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <PriceCheckScreen />;
}
