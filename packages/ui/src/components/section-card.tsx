import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  /** The section's heading (an h2: pages have one h1, spec-independent accessibility rule). */
  title: string;
  /** Buttons or links beside the heading. */
  action?: ReactNode;
  children: ReactNode;
  /** id of the heading, so the section is labelled by it. */
  id: string;
}

/** A titled card section of a page, a labelled region for screen readers. */
export function SectionCard({ title, action, children, id }: SectionCardProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" id={id} sx={{ flex: 1, minWidth: 0, fontSize: '1.125rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
