import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { START_PLAN_PURCHASE_PLAN_PARAM, newMemberSignupRequestSchema } from '@dental/domain';
import { AuthHeading, formSubmit, signInPathFor } from '@dental/ui';
import { useNewMemberSignup } from '../../features/signup/api/signup';
import { NewPasswordFields } from '../../features/signup/components/new-password-fields';
import { withConfirmedPassword } from '../../features/signup/components/password-form-schema';
import { bindServerErrors } from '../../features/signup/components/server-field-errors';
import { FormDate, FormText } from '../../shared/components/form-fields';

const { password: _password, ...personal } = newMemberSignupRequestSchema.shape;
const schema = withConfirmedPassword(personal);
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
const FIELDS = ['first_name', 'last_name', 'date_of_birth', 'email', 'zip', 'password'] as const;

/** Where signing in leads back to: the plan's checkout (or the shop when no plan was chosen). */
function signInToPurchase(planId: string | null): string {
  if (!planId) return signInPathFor({ pathname: '/in-office-plans', search: '' });
  return signInPathFor({ pathname: '/complete-plan-purchase', search: `?${START_PLAN_PURCHASE_PLAN_PARAM}=${planId}` });
}

/**
 * spec §2 /purchase-sign-up (signed-out layout): the new-member sign-up (decision 5: the mailed link verifies
 * the email before the first sign-in), then sign in and come back to the plan's checkout.
 */
export function Component() {
  const [search] = useSearchParams();
  const plan = search.get(START_PLAN_PURCHASE_PLAN_PARAM);
  const planId = plan && /^[1-9][0-9]{0,14}$/.test(plan) ? plan : null;
  const signup = useNewMemberSignup();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { first_name: '', last_name: '', date_of_birth: '', email: '', zip: '', password: '', confirm_password: '' },
  });
  const onSubmit = handleSubmit(({ confirm_password: _confirm, ...request }) =>
    signup.mutateAsync(request).catch((error: unknown) => bindServerErrors(error, FIELDS, setError)),
  );
  if (signup.isSuccess) {
    return (
      <>
        <AuthHeading title="Check your email" />
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {signup.data.data.message}
          </Alert>
          <Alert severity="info">Open the link in the email to verify your address, then sign in here to finish buying your plan.</Alert>
          <Button component={RouterLink} to={signInToPurchase(planId)} variant="contained" size="large" fullWidth>
            Sign in to finish your purchase
          </Button>
        </Stack>
      </>
    );
  }
  const busy = formState.isSubmitting;
  return (
    <>
      <AuthHeading title="Create an account to buy a plan" lead="For people without dental coverage yet. You choose who the plan covers after signing in." />
      <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Create an account">
        <Stack spacing={2.5}>
          <FormText control={control} name="first_name" label="First name" required disabled={busy} />
          <FormText control={control} name="last_name" label="Last name" required disabled={busy} />
          <FormDate control={control} name="date_of_birth" label="Date of birth" required disabled={busy} />
          <FormText control={control} name="zip" label="Zip" required disabled={busy} inputMode="numeric" />
          <FormText control={control} name="email" label="Email" type="email" required disabled={busy} />
          <NewPasswordFields control={control} password="password" confirm="confirm_password" disabled={busy} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
            Create account
          </Button>
          <Button component={RouterLink} to={signInToPurchase(planId)} fullWidth>
            I already have an account
          </Button>
        </Stack>
      </Box>
    </>
  );
}
