import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A details list (`<dl>`) in two columns on wider screens, one on phones. */
export function DetailsList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }}>
      {children}
    </Box>
  );
}
