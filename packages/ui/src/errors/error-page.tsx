import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  ERROR_PAGE_CHUNK_LOAD_MESSAGE,
  ERROR_PAGE_HOME_ACTION,
  ERROR_PAGE_MESSAGE,
  ERROR_PAGE_OFFLINE_MESSAGE,
  ERROR_PAGE_REFRESH_ACTION,
  ERROR_PAGE_TITLE,
  ERROR_PAGE_TRY_AGAIN_ACTION,
  type ErrorPageVariant,
} from '@dental/domain';
import { CenteredShell } from '../layouts/centered-shell';
import { useSupportEmail } from '../portal/support-email';

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
        {ERROR_PAGE_TITLE}
      </Typography>
      <Typography sx={{ mb: 2 }}>{ERROR_PAGE_MESSAGE}</Typography>
      {variant === 'chunk-load' && <Typography sx={{ mb: 2 }}>{ERROR_PAGE_CHUNK_LOAD_MESSAGE}</Typography>}
      {variant === 'offline' && <Typography sx={{ mb: 2 }}>{ERROR_PAGE_OFFLINE_MESSAGE}</Typography>}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 4 }}>
        If the issue persists, contact the provider at{' '}
        <Link href={`mailto:${supportEmail}`} underline="always">
          {supportEmail}
        </Link>
        .
      </Typography>
      <Box>
        {variant === 'chunk-load' && (
          <Button variant="contained" size="large" fullWidth onClick={onReload}>
            {ERROR_PAGE_REFRESH_ACTION}
          </Button>
        )}
        {variant === 'offline' && (
          <Button variant="contained" size="large" fullWidth onClick={onReload}>
            {ERROR_PAGE_TRY_AGAIN_ACTION}
          </Button>
        )}
        {variant === 'generic' && (
          // A full page load: after an error the app starts afresh.
          <Button variant="contained" size="large" fullWidth href="/">
            {ERROR_PAGE_HOME_ACTION}
          </Button>
        )}
      </Box>
    </CenteredShell>
  );
}
