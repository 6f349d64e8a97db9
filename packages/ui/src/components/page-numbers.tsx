import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { UntilHydrated } from './until-hydrated';

interface PageNumbersProps {
  /** How many pages the list has: none are drawn for one. */
  count: number;
  page: number;
  onChange: (page: number) => void;
  /** The navigation's name for a screen reader, e.g. 'Receipt pages'. */
  label: string;
  siblingCount?: number;
}

/**
 * A list's page numbers, centred under it. On a page drawn at the server they wait for React (decision 0034: a
 * tap before would do nothing); on a page the browser renders the guard is lifted from the start.
 */
export function PageNumbers({ count, page, onChange, label, siblingCount }: PageNumbersProps) {
  if (count <= 1) return null;
  return (
    <UntilHydrated>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
        <Pagination
          count={count}
          page={page}
          onChange={(_event, value) => onChange(value)}
          aria-label={label}
          siblingCount={siblingCount}
        />
      </Box>
    </UntilHydrated>
  );
}
