import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Below the member sign-in form: the ways to create an account (spec §2 sign-up routes). */
export function SignUpLink() {
  return (
    <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
      <Typography variant="body2">
        Covered by a plan but no account yet?{' '}
        <Link component={RouterLink} to="/member-sign-up" underline="always" sx={{ whiteSpace: 'nowrap' }}>
          Sign up
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        No coverage yet?{' '}
        <Link component={RouterLink} to="/new-member-signup" underline="always" sx={{ whiteSpace: 'nowrap' }}>
          Create an account
        </Link>
      </Typography>
    </Box>
  );
}
