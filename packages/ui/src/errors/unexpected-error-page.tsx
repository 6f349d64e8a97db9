import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ERROR_PAGE_HOME_ACTION, MSG_UNEXPECTED_APPLICATION_ERROR } from '@dental/domain';
import { CenteredShell } from '../layouts/centered-shell';

/** spec §8: unhandled routing failures show a generic 'Unexpected Application Error' screen. */
export function UnexpectedErrorPage({ detail }: { detail?: string | undefined }) {
  return (
    <CenteredShell>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {MSG_UNEXPECTED_APPLICATION_ERROR}
      </Typography>
      {detail && (
        <Typography component="pre" variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-wrap', mb: 3 }}>
          {detail}
        </Typography>
      )}
      <Button variant="contained" size="large" fullWidth href="/">
        {ERROR_PAGE_HOME_ACTION}
      </Button>
    </CenteredShell>
  );
}
