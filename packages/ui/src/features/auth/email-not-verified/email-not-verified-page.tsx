import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLayoutConfig } from '../../../layout/layout-config';
import { AuthHeading } from '../components/auth-heading';

/** spec §2: /email-not-verified, the email not verified notice. */
export function EmailNotVerifiedPage() {
  const extra = useLayoutConfig().signedOutExtras?.emailNotVerified;
  return (
    <>
      <AuthHeading title="Email not verified" />
      <Typography sx={{ mb: 1.5 }}>
        Please verify your email address before you sign in. We sent you an email with a verification link.
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Can&apos;t find it? Check your spam or junk folder.
      </Typography>
      {extra}
      <Button component={RouterLink} to="/sign-in" variant="contained" size="large" fullWidth>
        Back to sign in
      </Button>
    </>
  );
}
