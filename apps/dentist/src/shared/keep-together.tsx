import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A name and its amount ("Patient $30.40"), never broken across two lines on a 360 px screen. */
export function KeepTogether({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}
