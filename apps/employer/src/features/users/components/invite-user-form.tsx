import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { companyInviteBodySchema, type CompanyInviteBody } from '@dental/domain';
import { bindServerErrors, formSubmit, FormText, useNotifications } from '@dental/ui';
import { schemaResolver } from '../../../shared/schema-resolver';
import { useInviteCompanyUser } from '../api/users';

type InviteValues = { first_name: string; last_name: string; email: string };
const EMPTY: InviteValues = { first_name: '', last_name: '', email: '' };
const FIELDS = ['first_name', 'last_name', 'email'] as const;

/** Issue 27 item 1: invites an HR user by name and email; the mail's link lets them set their password. */
export function InviteUserForm() {
  const notifications = useNotifications();
  const invite = useInviteCompanyUser();
  const resolver = useMemo(() => schemaResolver<InviteValues, CompanyInviteBody>(companyInviteBodySchema), []);
  const { control, handleSubmit, setError, reset, formState } = useForm<InviteValues, unknown, CompanyInviteBody>({
    resolver,
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await invite.mutateAsync(body);
      notifications.notify({ severity: 'success', message: `Invitation sent to ${body.email}` });
      reset(EMPTY);
    } catch (error) {
      bindServerErrors(error, FIELDS, setError);
    }
  });
  const busy = formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Invite a user">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr' } }}>
        <FormText control={control} name="first_name" label="First name" required disabled={busy} />
        <FormText control={control} name="last_name" label="Last name" required disabled={busy} />
        <FormText control={control} name="email" label="Email" type="email" required disabled={busy} />
      </Box>
      <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
        Send invitation
      </Button>
    </Box>
  );
}
