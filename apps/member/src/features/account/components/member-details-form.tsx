import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  dateOfBirthSchemaFor,
  formatPhone,
  memberUpdateRequestSchema,
  MSG_PERSONAL_INFO_UPDATED,
  US_STATE_OPTIONS,
  type Member,
  type Relationship,
} from '@dental/domain';
import { bindServerErrors, FormDate, FormSelect, formSubmit, FormText, useNotifications } from '@dental/ui';
import { GENDER_OPTIONS, genderFormSchema } from '../../../shared/forms/gender';
import { useInitiateEmailChange, useUpdateMember } from '../api/account';
import { planMemberUpdate } from '../hooks/member-update-plan';

/**
 * The member details form: the server's own PATCH rules (spec §5), every field present; the date of birth
 * under the member's relationship's rule (a primary is 18 or older), as the server holds it.
 */
export function memberDetailsFormSchema(relationship: Relationship) {
  return memberUpdateRequestSchema
    .required({
      email: true,
      first_name: true,
      last_name: true,
      date_of_birth: true,
      address_line_1: true,
      city: true,
      state: true,
      zip: true,
    })
    .extend({ gender: genderFormSchema, date_of_birth: dateOfBirthSchemaFor(relationship) });
}
type FormSchema = ReturnType<typeof memberDetailsFormSchema>;
type FormInput = z.input<FormSchema>;
type FormOutput = z.output<FormSchema>;
const FIELDS = [
  'email',
  'first_name',
  'middle_name',
  'last_name',
  'date_of_birth',
  'gender',
  'phone',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
] as const;

function defaults(member: Member): FormInput {
  return {
    email: member.email,
    first_name: member.first_name,
    middle_name: member.middle_name ?? '',
    last_name: member.last_name,
    date_of_birth: member.date_of_birth,
    gender: member.gender ?? '',
    phone: member.phone ? formatPhone(member.phone) : '',
    address_line_1: member.address_line_1,
    address_line_2: member.address_line_2 ?? '',
    city: member.city,
    state: member.state,
    zip: member.zip,
  };
}

/** The success message of a save: spec §8, the server's message after an email change. */
export function saveMessage(patched: boolean, emailMessage: string | null): string {
  if (emailMessage === null) return MSG_PERSONAL_INFO_UPDATED;
  return patched ? `${MSG_PERSONAL_INFO_UPDATED}\n${emailMessage}` : emailMessage;
}

/** spec §2 /my-account: the member's personal fields and address, with the spec §5 email change rule. */
export function MemberDetailsForm({ member, word }: { member: Member; word: (text: string) => string }) {
  const notifications = useNotifications();
  const update = useUpdateMember();
  const initiateEmailChange = useInitiateEmailChange();
  // Built once per relationship, not on every keystroke's render.
  const resolver = useMemo(() => zodResolver(memberDetailsFormSchema(member.relationship)), [member.relationship]);
  const { control, handleSubmit, setError, reset, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: defaults(member),
  });
  const bindFieldErrors = (error: unknown) => bindServerErrors(error, FIELDS, setError);
  const onSubmit = handleSubmit(async (values) => {
    const plan = planMemberUpdate(member, values);
    let saved = member;
    try {
      if (plan.patch) saved = (await update.mutateAsync(plan.patch)).data;
      const emailMessage = plan.newEmail
        ? (await initiateEmailChange.mutateAsync({ email: plan.newEmail })).data.message
        : null;
      if (plan.patch || emailMessage !== null)
        notifications.notify({ severity: 'success', message: saveMessage(plan.patch !== null, emailMessage) });
      // The email stays the current one until the mailed link confirms the new address.
      reset(defaults(saved));
    } catch (error) {
      bindFieldErrors(error); // spec §8: the toast shows the message; named fields get theirs inline
    }
  });
  const busy = formState.isSubmitting;
  // The household address belongs to the primary (the server refuses it from anyone else).
  const addressLocked = busy || member.relationship !== 'Primary';
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
  return (
    <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Member details">
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1.5 }}>
        Personal information
      </Typography>
      <Box sx={{ ...grid, mb: 3 }}>
        <FormText control={control} name="first_name" label="First name" required disabled={busy} />
        <FormText control={control} name="middle_name" label="Middle name" disabled={busy} />
        <FormText control={control} name="last_name" label="Last name" required disabled={busy} />
        <FormDate control={control} name="date_of_birth" label="Date of birth" required disabled={busy} />
        <FormSelect
          control={control}
          name="gender"
          label="Gender"
          options={GENDER_OPTIONS}
          emptyLabel="Not given"
          disabled={busy}
        />
        <FormText
          control={control}
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          disabled={busy}
          helperText="10 digits"
        />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormText
            control={control}
            name="email"
            label="Email"
            type="email"
            required
            disabled={busy}
            helperText="A new address is confirmed through a link we email to it."
          />
        </Box>
      </Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1.5 }}>
        Address
      </Typography>
      {member.relationship !== 'Primary' && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {word('The household address can be changed by the primary member.')}
        </Typography>
      )}
      <Box sx={{ ...grid, mb: 3 }}>
        <FormText control={control} name="address_line_1" label="Address line 1" required disabled={addressLocked} />
        <FormText control={control} name="address_line_2" label="Address line 2" disabled={addressLocked} />
        <FormText control={control} name="city" label="City" required disabled={addressLocked} />
        <FormSelect
          control={control}
          name="state"
          label="State"
          options={US_STATE_OPTIONS}
          required
          disabled={addressLocked}
        />
        <FormText
          control={control}
          name="zip"
          label="Zip"
          required
          disabled={addressLocked}
          inputMode="numeric"
          helperText="5 digits"
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {word('Member ID')} {member.member_id} and your relationship to the {word('primary')} can only be changed by
        support.
      </Typography>
      <Button type="submit" variant="contained" loading={busy} disabled={!formState.isDirty}>
        Save changes
      </Button>
    </Box>
  );
}
