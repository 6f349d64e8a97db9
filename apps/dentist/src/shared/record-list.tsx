import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { DEFAULT_PAGE_SIZE } from '@dental/domain';
import { UntilHydrated } from '@dental/ui';

/**
 * The frame of the visits and estimates lists (issue 16 items 4 and 5): the table, its cells narrowed on a
 * phone, and the page numbers under it once there is more than one page.
 */
export function RecordList(props: {
  children: ReactNode;
  total: number;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Box
      sx={{
        '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
        overflowX: 'auto',
      }}
    >
      {props.children}
      {props.total > DEFAULT_PAGE_SIZE && (
        // Drawn at the server, the page numbers wait for React (decision 0034: a tap before would do nothing).
        <UntilHydrated>
          <Pagination
            sx={{ mt: 2 }}
            count={Math.ceil(props.total / DEFAULT_PAGE_SIZE)}
            page={props.page}
            onChange={(_e, page) => props.onPage(page)}
            getItemAriaLabel={(type, page) => (type === 'page' ? `Page ${page}` : `Go to ${type} page`)}
          />
        </UntilHydrated>
      )}
    </Box>
  );
}
