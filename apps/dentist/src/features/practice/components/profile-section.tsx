import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  BUSINESS_TAX_ID_TYPE_LABELS,
  BUSINESS_TAX_ID_TYPES,
  DENTIST_SPECIALITY_LABELS,
  PRACTICE_NETWORK_TYPE_LABELS,
  formatPhone,
  practiceProfileUpdateSchema,
  type PracticeProfile,
  type PracticeProfileUpdate,
} from '@dental/domain';
import { Detail, SectionCard, SelectInput, TextInput, useNotifications } from '@dental/ui';
import { useUpdatePracticeProfile } from '../api/practice';
import { useSchemaForm } from '../hooks/use-schema-form';

const formOf = (profile: PracticeProfile): Required<Record<keyof PracticeProfileUpdate, string>> => ({
  name: profile.name,
  npi: profile.npi ?? '',
  tax_id_type: profile.tax_id_type ?? '',
  // Never shown whole: blank keeps the one on file.
  tax_id: '',
  phone: formatPhone(profile.phone),
  address_line_1: profile.address_line_1 ?? '',
  address_line_2: profile.address_line_2 ?? '',
  zip: profile.zip ?? '',
});

const TAX_ID_TYPE_OPTIONS = BUSINESS_TAX_ID_TYPES.map((type) => ({
  value: type,
  label: BUSINESS_TAX_ID_TYPE_LABELS[type],
}));

function addressLine(profile: PracticeProfile): string {
  if (!profile.address_line_1) return '';
  const street = [profile.address_line_1, profile.address_line_2].filter(Boolean).join(', ');
  return `${street}, ${profile.city ?? ''}, ${profile.state ?? ''} ${profile.zip ?? ''}`;
}

/** Issue 16 item 2: the practice's profile; the owner edits it, the front desk reads it. */
export function ProfileSection({ profile }: { profile: PracticeProfile }) {
  const [editing, setEditing] = useState(false);
  const isOwner = profile.viewer_role === 'owner';
  return (
    <SectionCard
      title="Profile"
      id="practice-profile"
      action={
        isOwner && !editing ? (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Edit profile
          </Button>
        ) : undefined
      }
    >
      {editing ? (
        <ProfileForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Detail label="Name" value={profile.name} />
          <Detail label="NPI" value={profile.npi ?? ''} />
          <Detail
            label="Tax id"
            value={
              profile.tax_id_type && profile.tax_id_last4
                ? `${BUSINESS_TAX_ID_TYPE_LABELS[profile.tax_id_type]} ending ${profile.tax_id_last4}`
                : ''
            }
          />
          <Detail label="Phone" value={formatPhone(profile.phone)} />
          <Detail label="Address" value={addressLine(profile)} wide />
          {/* spec §3 network types, by their label (the walk of session 12 found the raw value "gold" here). */}
          <Detail label="Network tier (set by the provider)" value={PRACTICE_NETWORK_TYPE_LABELS[profile.network]} />
          <Detail
            label="Specialities (from the dentists)"
            value={profile.specialities.map((s) => DENTIST_SPECIALITY_LABELS[s]).join(', ')}
          />
        </Box>
      )}
    </SectionCard>
  );
}

function ProfileForm({ profile, onDone }: { profile: PracticeProfile; onDone: () => void }) {
  const notifications = useNotifications();
  const save = useUpdatePracticeProfile();
  const form = useSchemaForm(practiceProfileUpdateSchema, formOf(profile));
  const onSubmit = form.submit(() => {
    save.mutate(form.values as PracticeProfileUpdate, {
      onSuccess: () => {
        notifications.notify({ severity: 'success', message: 'Profile saved' });
        onDone();
      },
      onError: (error) => form.bindServer(error),
    });
  });
  const failed = save.isError && Object.keys(form.errors).length === 0;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Practice profile">
      <Stack spacing={1}>
        {failed && <Alert severity="error">The profile was not saved. Please try again.</Alert>}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput label="Practice name" required {...form.text('name')} />
          <TextInput label="NPI" required {...form.text('npi')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <SelectInput label="Tax id type" required {...form.text('tax_id_type')} options={TAX_ID_TYPE_OPTIONS} />
          <TextInput
            label="Tax id"
            {...form.text('tax_id')}
            helperText={
              form.errors.tax_id ??
              (profile.tax_id_last4 ? `Leave blank to keep the one ending ${profile.tax_id_last4}` : '9 digits')
            }
          />
          <TextInput label="Phone" required {...form.text('phone')} slotProps={{ htmlInput: { inputMode: 'tel' } }} />
          <TextInput label="Address line 1" required {...form.text('address_line_1')} />
          <TextInput label="Address line 2" {...form.text('address_line_2')} />
          <TextInput label="Zip" required {...form.text('zip')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </Box>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending || undefined}>
            Save profile
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
