import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** The one h1 of a signed-in page, with an optional lead line. */
export function PageTitle({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: lead ? 0.5 : 3 }}>
        {children}
      </Typography>
      {lead && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{lead}</Typography>}
    </>
  );
}
