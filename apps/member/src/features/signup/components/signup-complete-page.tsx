import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { AuthHeading, bindServerErrors, formSubmit, useNotifications } from '@dental/ui';
import { useSignupComplete } from '../api/signup';
import { NewPasswordFields } from './new-password-fields';
import { withConfirmedPassword } from './password-form-schema';

const schema = withConfirmedPassword({});
type Form = z.input<typeof schema>;

/** spec §2 /signup: an existing member completes sign-up from the mailed link (code) with a password. */
export function SignupCompletePage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const complete = useSignupComplete();
  const navigate = useNavigate();
  const notifications = useNotifications();
  const { control, handleSubmit, setError, formState } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const body = await complete.mutateAsync({ code, password });
      notifications.notify({ severity: 'success', message: body.data.message });
      await navigate('/sign-in');
    } catch (error) {
      bindServerErrors(error, ['password'], setError);
    }
  });
  const busy = formState.isSubmitting;
  return (
    <>
      <AuthHeading title="Finish signing up" lead="Choose a password for your account." />
      {code === '' ? (
        <Alert severity="error">This link has no sign-up code. Please open the link from your email again.</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Finish signing up">
          <Stack spacing={2.5}>
            <NewPasswordFields control={control} password="password" confirm="confirm_password" disabled={busy} />
            <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
              Create account
            </Button>
          </Stack>
        </Box>
      )}
    </>
  );
}
