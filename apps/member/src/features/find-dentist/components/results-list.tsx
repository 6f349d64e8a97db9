import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DENTIST_SPECIALITY_LABELS, formatPhone, type DentistSearchResult } from '@dental/domain';
import { NetworkChip } from './network-chip';
import { formatMiles } from './search-words';

/** Where a practice's page is (the route is /find-dentist/practice/:practiceId, app/router.tsx). */
export function practicePath(practiceId: number): string {
  return `/find-dentist/practice/${practiceId}`;
}

interface ResultsListProps {
  results: DentistSearchResult[];
  /** The list's numbering starts here (page offset + 1), matching the pins' numbers. */
  firstNumber: number;
  selectedId: number | null;
  onSelect: (locationId: number) => void;
}

/** The results as a list: the map's accessible equivalent. Selecting an entry highlights its pin, and back. */
export function ResultsList({ results, firstNumber, selectedId, onSelect }: ResultsListProps) {
  const selectedRef = useRef<HTMLLIElement | null>(null);
  const here = useLocation();
  const from = `${here.pathname}${here.search}`;
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);
  return (
    <Box component="ol" aria-label="Dentists found" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {results.map((r, index) => {
        const selected = r.location_id === selectedId;
        return (
          <Paper
            key={r.location_id}
            component="li"
            variant="outlined"
            ref={selected ? selectedRef : undefined}
            data-location-id={r.location_id}
            aria-current={selected ? 'true' : undefined}
            sx={{
              p: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              borderWidth: selected ? 2 : 1,
              scrollMarginTop: 80,
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 700, minWidth: 24 }} aria-hidden="true">
                {firstNumber + index}.
              </Typography>
              <Typography component="h3" variant="subtitle1" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
                <Link component={RouterLink} to={practicePath(r.practice_id)} state={{ from }}>
                  {r.location_name}
                </Link>
              </Typography>
              <Typography component="span" variant="body2">
                {formatMiles(r.distance_miles)}
              </Typography>
            </Box>
            <Typography variant="body2">
              {r.address_line_1}
              {r.address_line_2 ? `, ${r.address_line_2}` : ''}, {r.city}, {r.state} {r.zip}
            </Typography>
            <Typography variant="body2">{formatPhone(r.phone)}</Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
              <NetworkChip network={r.network} inNetwork={r.in_network} />
              <Typography variant="body2">
                {r.accepting_new_patients ? 'Accepting new patients' : 'Not accepting new patients'}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
              {r.specialities.map((s) => DENTIST_SPECIALITY_LABELS[s]).join(', ')}
              {r.languages.length > 0 ? ` · Speaks ${r.languages.join(', ')}` : ''}
            </Typography>
            <Button
              size="small"
              onClick={() => onSelect(r.location_id)}
              aria-pressed={selected}
              sx={{ mt: 0.5, px: 0 }}
            >
              {selected ? 'Shown on the map' : 'Show on the map'}
            </Button>
          </Paper>
        );
      })}
    </Box>
  );
}
