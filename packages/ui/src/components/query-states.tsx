import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** DESIGN §5: the loading state of a section, skeleton lines announced as loading. */
export function LoadingLines({ lines = 3, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          variant="text"
          sx={{ fontSize: '1.25rem' }}
          width={index === lines - 1 ? '60%' : '100%'}
        />
      ))}
    </Box>
  );
}

/** DESIGN §5: the error state of a section; the toast already showed the message (spec §8). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      We couldn&apos;t load {what}.
    </Alert>
  );
}

/** DESIGN §5: the empty state of a section. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Typography sx={{ color: 'text.secondary', py: 2 }} role="status">
      {children}
    </Typography>
  );
}
