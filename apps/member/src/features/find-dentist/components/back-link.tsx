import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';

/** The way back from a practice page to the search it was opened from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-block', mb: 2 }}>
      ← {children}
    </Link>
  );
}
