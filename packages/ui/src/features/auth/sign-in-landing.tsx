import Typography from '@mui/material/Typography';
import { usePortal } from '../../portal/portal-context';

/** The signed-out landing of /sign-in, until the sign-in form arrives (spec §2 signed-out layout). */
export function SignInLanding() {
  const { title } = usePortal();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Sign in
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>Welcome to the {title}.</Typography>
    </>
  );
}
