import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PrerenderedLink } from '@dental/ui';

/** Below the member sign-in form: the ways to create an account (spec §2 sign-up routes). */
export function SignUpLink() {
  return (
    <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
      <Typography variant="body2">
        Covered by a plan but no account yet?{' '}
        <PrerenderedLink to="/member-sign-up" underline="always" sx={{ whiteSpace: 'nowrap' }}>
          Sign up
        </PrerenderedLink>
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        No coverage yet?{' '}
        <PrerenderedLink to="/new-member-signup" underline="always" sx={{ whiteSpace: 'nowrap' }}>
          Create an account
        </PrerenderedLink>
      </Typography>
    </Box>
  );
}
