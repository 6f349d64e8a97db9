import Typography from '@mui/material/Typography';
import { usePortal } from '../portal/portal-context';

/** A portal's signed-in home until its own screens arrive with their features: says where the user is. */
export function WelcomePage() {
  const { title } = usePortal();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Home
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>Welcome to the {title}.</Typography>
    </>
  );
}
