import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CenteredShell } from '../layouts/centered-shell';
import { useSupportEmail } from '../portal/support-email';

/** spec §2: the three variants of the error page. */
export type ErrorPageVariant = 'chunk' | 'offline' | 'generic';

export const MSG_CHUNK_RELOAD = 'The portal has been updated, please refresh your browser tab to get the latest changes.';
export const MSG_OFFLINE = 'You appear to be offline. Please check your internet connection.';

export interface ErrorPageProps {
  variant: ErrorPageVariant;
  /** Reloads the page (Refresh and Try Again); replaceable in tests. */
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/** spec §2 "Error page": 'Sorry!', 'There's a problem on our end.', the variant's action and the contact line. */
export function ErrorPage({ variant, onReload = reloadPage }: ErrorPageProps) {
  const supportEmail = useSupportEmail();
  return (
    <CenteredShell>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Sorry!
      </Typography>
      <Typography sx={{ mb: 2 }}>There&apos;s a problem on our end.</Typography>
      {variant === 'chunk' && <Typography sx={{ mb: 2 }}>{MSG_CHUNK_RELOAD}</Typography>}
      {variant === 'offline' && <Typography sx={{ mb: 2 }}>{MSG_OFFLINE}</Typography>}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 4 }}>
        If the issue persists, contact the provider at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
      </Typography>
      <Box>
        {variant === 'chunk' && (
          <Button variant="contained" size="large" fullWidth onClick={onReload}>
            Refresh
          </Button>
        )}
        {variant === 'offline' && (
          <Button variant="contained" size="large" fullWidth onClick={onReload}>
            Try Again
          </Button>
        )}
        {variant === 'generic' && (
          // A full page load: after an error the app starts afresh.
          <Button variant="contained" size="large" fullWidth href="/">
            Back to the home page
          </Button>
        )}
      </Box>
    </CenteredShell>
  );
}
