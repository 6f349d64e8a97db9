import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ERROR_PAGE_HOME_ACTION, NOT_FOUND_PAGE_TITLE } from '@dental/domain';
import { CenteredShell } from '../layouts/centered-shell';

// '404 Page not found': the code large, the words below it; one heading, read as the whole title.
const [STATUS_CODE, ...TITLE_WORDS] = NOT_FOUND_PAGE_TITLE.split(' ');

/** spec §2: any other path shows '404 Page not found' with a link back to home. */
export function NotFoundPage() {
  return (
    <CenteredShell>
      <Typography variant="h1" sx={{ mb: 4 }}>
        <Box
          component="span"
          sx={{ display: 'block', fontSize: '3rem', fontWeight: 700, color: 'primary.main', lineHeight: 1.1 }}
        >
          {STATUS_CODE}
        </Box>{' '}
        <Box component="span" sx={{ display: 'block' }}>
          {TITLE_WORDS.join(' ')}
        </Box>
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
        {ERROR_PAGE_HOME_ACTION}
      </Button>
    </CenteredShell>
  );
}
