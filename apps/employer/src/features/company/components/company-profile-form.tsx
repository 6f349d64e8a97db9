import { useMemo } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  companyProfileUpdateRequestSchema,
  formatPhone,
  MAX_COMPANY_CONTACTS,
  US_STATE_OPTIONS,
  type CompanyProfileRecord,
  type CompanyProfileUpdateRequest,
} from '@dental/domain';
import { bindServerErrors, FormSelect, formSubmit, FormText, useNotifications } from '@dental/ui';
import { schemaResolver, withoutEmptyFields } from '../../../shared/schema-resolver';
import { useUpdateCompanyProfile } from '../api/company';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
}

interface CompanyFormValues {
  legal_name: string;
  ein: string;
  ssn: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  contacts: ContactValues[];
}

const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '' };

const valuesOf = (profile: CompanyProfileRecord): CompanyFormValues => ({
  legal_name: profile.legal_name,
  // Never answered whole: both empty keep the one on file.
  ein: '',
  ssn: '',
  address_line_1: profile.address_line_1,
  address_line_2: profile.address_line_2 ?? '',
  city: profile.city,
  state: profile.state,
  zip: profile.zip,
  phone: formatPhone(profile.phone),
  contacts: profile.contacts.length
    ? profile.contacts.map((c) => ({ name: c.name, email: c.email, phone: c.phone ? formatPhone(c.phone) : '' }))
    : [EMPTY_CONTACT],
});

const PROFILE_FIELDS = [
  'legal_name',
  'ein',
  'ssn',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
  'phone',
  'contacts',
] as const satisfies readonly Path<CompanyFormValues>[];

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The company profile's edit form, under the contract's update rule (spec §5: an EIN or an SSN, not both). */
export function CompanyProfileForm({ profile, onDone }: { profile: CompanyProfileRecord; onDone: () => void }) {
  const notifications = useNotifications();
  const save = useUpdateCompanyProfile();
  const resolver = useMemo(
    () => schemaResolver<CompanyFormValues, CompanyProfileUpdateRequest>(companyProfileUpdateRequestSchema),
    [],
  );
  const { control, handleSubmit, setError, getValues, formState } = useForm<
    CompanyFormValues,
    unknown,
    CompanyProfileUpdateRequest
  >({
    resolver,
    defaultValues: valuesOf(profile),
  });
  const contacts = useFieldArray({ control, name: 'contacts' });
  // The rule checked the fields; the request is the fields as typed (the rule's input: ein or ssn, or neither).
  const onSubmit = handleSubmit(async () => {
    try {
      await save.mutateAsync(withoutEmptyFields(getValues()));
      notifications.notify({ severity: 'success', message: 'Company profile saved' });
      onDone();
    } catch (error) {
      const contactFields = contacts.fields.flatMap((_row, index) =>
        (['name', 'email', 'phone'] as const).map((field) => `contacts.${index}.${field}` as const),
      );
      bindServerErrors(error, [...PROFILE_FIELDS, ...contactFields], setError);
    }
  });
  const busy = formState.isSubmitting;
  const tax = `Leave both empty to keep the ${profile.tax_id_kind} ending ${profile.tax_id_last4}`;
  return (
    <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Company profile">
      <Stack spacing={2}>
        <Box sx={grid}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormText control={control} name="legal_name" label="Legal name" required disabled={busy} />
          </Box>
          <FormText control={control} name="ein" label="EIN" inputMode="numeric" disabled={busy} helperText={tax} />
          <FormText control={control} name="ssn" label="SSN" inputMode="numeric" disabled={busy} helperText={tax} />
          <FormText control={control} name="address_line_1" label="Address line 1" required disabled={busy} />
          <FormText control={control} name="address_line_2" label="Address line 2" disabled={busy} />
          <FormText control={control} name="city" label="City" required disabled={busy} />
          <FormSelect
            control={control}
            name="state"
            label="State"
            options={US_STATE_OPTIONS}
            required
            disabled={busy}
          />
          <FormText control={control} name="zip" label="Zip" required inputMode="numeric" disabled={busy} />
          <FormText control={control} name="phone" label="Phone" required type="tel" inputMode="tel" disabled={busy} />
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1rem' }}>
          Contacts
        </Typography>
        {(formState.errors.contacts?.root?.message ?? formState.errors.contacts?.message) ? (
          <Typography role="alert" color="error" variant="body2">
            {formState.errors.contacts.root?.message ?? formState.errors.contacts.message}
          </Typography>
        ) : null}
        {contacts.fields.map((row, index) => (
          <Box
            key={row.id}
            role="group"
            aria-label={`Contact ${index + 1}`}
            sx={{ ...grid, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' }, alignItems: 'start' }}
          >
            <FormText control={control} name={`contacts.${index}.name`} label="Name" required disabled={busy} />
            <FormText
              control={control}
              name={`contacts.${index}.email`}
              label="Email"
              type="email"
              required
              disabled={busy}
            />
            <FormText control={control} name={`contacts.${index}.phone`} label="Phone" type="tel" disabled={busy} />
            <Button
              color="error"
              onClick={() => contacts.remove(index)}
              disabled={busy || contacts.fields.length === 1}
              aria-label={`Remove contact ${index + 1}`}
              sx={{ mt: 1 }}
            >
              Remove
            </Button>
          </Box>
        ))}
        <Box>
          <Button
            variant="outlined"
            onClick={() => contacts.append(EMPTY_CONTACT)}
            disabled={busy || contacts.fields.length >= MAX_COMPANY_CONTACTS}
          >
            Add contact
          </Button>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={busy}>
            Save profile
          </Button>
          <Button onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
