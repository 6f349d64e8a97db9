import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The path of the two-step verification settings every portal has (signed in). */
export const TWO_STEP_SETTINGS_PATH = '/two-step-verification';

/** An account page's way to the two-step verification settings (no call: the settings page loads them). */
export function TwoStepEntry() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>Add a code from an authenticator app to your password when you sign in.</Typography>
      <Button component={RouterLink} to={TWO_STEP_SETTINGS_PATH} variant="outlined">
        Manage two-step verification
      </Button>
    </Stack>
  );
}
