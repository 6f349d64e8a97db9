import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** The answer of a sign-up step, announced, with the way on to sign in. */
export function SignupResult({ message }: { message: string }) {
  return (
    <Stack spacing={3}>
      <Alert severity="success" role="status">
        {message}
      </Alert>
      <Button component={RouterLink} to="/sign-in" variant="contained" size="large" fullWidth>
        Go to sign in
      </Button>
    </Stack>
  );
}
