import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RADIUS_CHOICES_MILES, type DentistSearchResponse } from '@dental/domain';
import { DENTIST_PAGE_SIZE } from '../api/dentist-search';
import { ResultsList } from './results-list';
import { ResultsMap } from './results-map';
import { dentistCount } from './search-words';
import { EmptyState, UntilHydrated, PageNumbers } from '@dental/ui';

interface FindDentistResultsProps {
  response: DentistSearchResponse;
  onPage: (page: number) => void;
  onRadius: (miles: number) => void;
}

/** The list and the map of one page of results, with the selection shared between them. */
export function FindDentistResults({ response, onPage, onRadius }: FindDentistResultsProps) {
  const { data, meta } = response;
  const [chosenId, setSelectedId] = useState<number | null>(null);
  // A selection from an earlier page or search is no selection.
  const selectedId = data.some((r) => r.location_id === chosenId) ? chosenId : null;
  // A capped count (meta.total_capped) says "at least one more": one more page than the count fills.
  const pages = Math.max(1, Math.ceil((meta.total + (meta.total_capped ? 1 : 0)) / meta.page_size));
  const firstNumber = (meta.page - 1) * DENTIST_PAGE_SIZE + 1;
  const wider = RADIUS_CHOICES_MILES.find((miles) => miles > meta.radius_miles);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ position: { md: 'sticky' }, top: { md: 72 }, order: { xs: 0, md: 1 } }}>
        <ResultsMap
          results={data}
          firstNumber={firstNumber}
          centre={meta.centre}
          radiusMiles={meta.radius_miles}
          selectedId={selectedId}
          onSelect={setSelectedId}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography role="status" sx={{ mb: 1.5 }}>
          {meta.total === 0 ? '' : `${dentistCount(meta.total, meta.total_capped)} within ${meta.radius_miles} miles`}
        </Typography>
        {meta.total === 0 ? (
          <>
            <EmptyState>
              No dentists found within {meta.radius_miles} miles.
              {wider ? ' Try a wider radius.' : ' Try fewer filters.'}
            </EmptyState>
            {wider && (
              // Drawn at the server with the page: a tap before React has hydrated it would do nothing, so it
              // is disabled until then, as the search form's buttons are (decision 0034).
              <UntilHydrated>
                <Button variant="outlined" onClick={() => onRadius(wider)}>
                  Search within {wider} miles
                </Button>
              </UntilHydrated>
            )}
          </>
        ) : (
          // Its Show on the map buttons wait for React as well (decision 0034); its links do not need to.
          <UntilHydrated>
            <ResultsList results={data} firstNumber={firstNumber} selectedId={selectedId} onSelect={setSelectedId} />
          </UntilHydrated>
        )}
        <PageNumbers count={pages} page={meta.page} onChange={onPage} label="Result pages" siblingCount={0} />
      </Box>
    </Box>
  );
}
