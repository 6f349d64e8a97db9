import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ERROR_CODES, signInRequestSchema } from '@dental/domain';
import { ApiError, errorCodeOf } from '../../../api/api-error';
import { useHydrated } from '../../../app/use-hydrated';
import { PrerenderedLink } from '../../../components/prerendered-link';
import { fieldProps } from '../../../components/field-props';
import { formSubmit } from '../../../components/form-submit';
import { bindServerErrors } from '../../../forms/server-field-errors';
import { PasswordInput } from '../../../components/password-input';
import { TextInput } from '../../../components/text-input';
import { usePortal } from '../../../portal/portal-context';
import { useLayoutConfig } from '../../../layout/layout-config';
import { secondStepOf, useSignIn, type SignInFields } from '../api/sign-in';
import { AuthHeading } from '../components/auth-heading';

// DESIGN §3: the sign-in request without account_type, which is the portal itself.
const signInFormSchema = signInRequestSchema.pick({ email: true, password: true });

/** Sign in (spec §2 signed-out layout): email, password with show/hide, a link to Forgot password. */
export function SignInPage() {
  const { title } = usePortal();
  const extra = useLayoutConfig().signedOutExtras?.signIn;
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const { control, handleSubmit, setError } = useForm<SignInFields>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = handleSubmit((fields) =>
    signIn.mutateAsync(fields).then(
      (answer) => {
        const step = secondStepOf(answer);
        // The state says a password step just passed (the challenge cookie is httpOnly: the page cannot see it).
        // The query (the return-url) goes along, so the second step ends where the password step would have.
        const pathname = step === 'enrol' ? '/sign-in/set-up-two-step' : '/sign-in/two-step';
        if (step) void navigate({ pathname, search: location.search }, { state: { passwordStep: true } });
      },
      (error: unknown) => {
        // The toast shows the message too (spec §8); fields the server names get theirs inline.
        if (!(error instanceof ApiError)) return;
        if (errorCodeOf(error) === ERROR_CODES.emailNotVerified) {
          void navigate('/email-not-verified');
          return;
        }
        bindServerErrors(error, ['email', 'password'], setError);
      },
    ),
  );
  const failure = signIn.error instanceof ApiError && !signIn.error.silent ? signIn.error.message : null;
  // Server decision 0011: a sign-in slowed down after repeated failures; the way out is the reset mail.
  const throttled = errorCodeOf(signIn.error) === ERROR_CODES.signInThrottled;
  const busy = signIn.isPending || signIn.isSuccess;
  // The prerendered screen (decision 0008) is plain HTML until React hydrates it. A native submit then would
  // send the password in the address, so the button waits; and what was typed then could be dropped when
  // React takes the fields over, so they take typing only once they are live (read-only for that moment).
  const hydrated = useHydrated();
  const untilLive = { htmlInput: { readOnly: !hydrated } };

  return (
    <>
      <AuthHeading title="Sign in" lead={`Welcome to the ${title}. Sign in to continue.`} />
      <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Sign in">
        <Stack spacing={2.5}>
          {failure && (
            <Alert
              severity="error"
              variant="outlined"
              action={
                throttled ? (
                  <Button component={RouterLink} to="/forgot-password" color="inherit" size="small">
                    Email me a reset link
                  </Button>
                ) : undefined
              }
            >
              {failure}
            </Alert>
          )}
          <Controller
            name="email"
            control={control}
            render={({ field, fieldState }) => (
              <TextInput
                {...fieldProps(field, fieldState)}
                label="Email"
                type="email"
                autoComplete="username"
                required
                disabled={busy}
                slotProps={untilLive}
              />
            )}
          />
          <Controller
            name="password"
            control={control}
            render={({ field, fieldState }) => (
              <PasswordInput
                {...fieldProps(field, fieldState)}
                label="Password"
                autoComplete="current-password"
                required
                disabled={busy}
                slotProps={untilLive}
              />
            )}
          />
          <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
            <PrerenderedLink to="/forgot-password" variant="body2">
              Forgot password?
            </PrerenderedLink>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={busy}
            disabled={!hydrated}
            // Held: marked as UntilHydrated marks its buttons (the page's style keeps its colours, issue 28 item 5).
            data-until-hydrated={!hydrated || undefined}
          >
            Sign in
          </Button>
        </Stack>
      </Box>
      {extra}
    </>
  );
}
