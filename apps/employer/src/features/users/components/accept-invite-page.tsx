import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PASSWORD_HINTS, acceptInviteFormSchema } from '@dental/domain';
import {
  ApiError,
  bindServerErrors,
  fieldProps,
  formSubmit,
  FormText,
  PageTitle,
  PasswordInput,
  RequirementHints,
  useNotifications,
} from '@dental/ui';
import { schemaResolver } from '../../../shared/schema-resolver';
import { useAcceptCompanyInvite } from '../api/users';

interface AcceptValues {
  code: string;
  first_name: string;
  last_name: string;
  password: string;
  confirm_password: string;
}
/** The rule's answer has the same fields (confirm_password checked equal, then left out of the request). */
type AcceptForm = AcceptValues;

function PasswordField(props: {
  control: Control<AcceptValues, unknown, AcceptForm>;
  name: 'password' | 'confirm_password';
  label: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <PasswordInput
          {...fieldProps(field, fieldState)}
          label={props.label}
          autoComplete="new-password"
          required
          disabled={props.disabled}
        />
      )}
    />
  );
}

/**
 * Issue 27 item 1: `/accept-invite?code=...`, the link of an HR user's invitation mail. The invitee sets their
 * name and password under the practice invitation's rules (the domain's acceptInviteFormSchema) and goes to sign in;
 * the link then no longer works.
 */
export function AcceptInvitePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notifications = useNotifications();
  const accept = useAcceptCompanyInvite();
  const code = search.get('code') ?? '';
  const resolver = useMemo(() => schemaResolver<AcceptValues, AcceptForm>(acceptInviteFormSchema), []);
  const { control, handleSubmit, setError, formState } = useForm<AcceptValues, unknown, AcceptForm>({
    resolver,
    defaultValues: { code, first_name: '', last_name: '', password: '', confirm_password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit(async ({ confirm_password: _confirm, ...body }) => {
    try {
      const answer = await accept.mutateAsync(body);
      notifications.notify({ severity: 'success', message: `Your account is ready. Sign in as ${answer.email}.` });
      void navigate('/sign-in', { replace: true });
    } catch (error) {
      bindServerErrors(error, ['first_name', 'last_name', 'password'], setError);
    }
  });
  const failure =
    accept.error instanceof ApiError && Object.keys(accept.error.fieldErrors).length === 0
      ? accept.error.message
      : null;
  const busy = formState.isSubmitting;
  return (
    <Stack spacing={2} sx={{ maxWidth: 420, mx: 'auto', width: '100%' }}>
      <PageTitle lead="Set your name and password to use the Employer Portal for your company.">
        Accept your invitation
      </PageTitle>
      {(failure || code === '') && (
        <Alert severity="error">
          {failure ?? 'This invitation link is incomplete. Open the link from the email again.'}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Accept invitation">
        <Stack spacing={1}>
          <FormText control={control} name="first_name" label="First name" required disabled={busy} />
          <FormText control={control} name="last_name" label="Last name" required disabled={busy} />
          <PasswordField control={control} name="password" label="Password" disabled={busy} />
          <RequirementHints title="Password requirements" hints={PASSWORD_HINTS} value={password} layout="inline" />
          <PasswordField control={control} name="confirm_password" label="Confirm password" disabled={busy} />
          <Button type="submit" variant="contained" loading={busy} disabled={code === ''}>
            Create my account
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
