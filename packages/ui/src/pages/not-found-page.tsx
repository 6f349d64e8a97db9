import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredShell } from '../layouts/centered-shell';

/** spec §2: any other path shows '404 Page not found' with a link back to home. */
export function NotFoundPage() {
  return (
    <CenteredShell>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        <Box component="span" sx={{ display: 'block', fontSize: '3rem', fontWeight: 700, color: 'primary.main', lineHeight: 1.1 }}>
          404
        </Box>{' '}
        <Box component="span" sx={{ display: 'block' }}>
          Page not found
        </Box>
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
        Back to the home page
      </Button>
    </CenteredShell>
  );
}
