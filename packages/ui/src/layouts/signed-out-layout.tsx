import { Outlet } from 'react-router';
import { CenteredShell } from './centered-shell';

/** spec §2 "Signed-out layout": sign in, sign up, forgot and reset password, email not verified. */
export function SignedOutLayout() {
  return (
    <CenteredShell>
      <Outlet />
    </CenteredShell>
  );
}
