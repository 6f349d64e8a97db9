import Typography from '@mui/material/Typography';
import { usePortal } from '@dental/ui';

/** The signed-in home (`/`); the portal's own screens come with its features. */
export function Component() {
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
