import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DENTIST_SPECIALITIES,
  DENTIST_SPECIALITY_LABELS,
  practiceDentistInputSchema,
  type ManagedDentist,
  type PracticeDentistInput,
} from '@dental/domain';
import {
  DataTable,
  EmptyState,
  LoadError,
  type DataTableColumn,
  LoadingLines,
  SectionCard,
  SelectInput,
  TextInput,
  useNotifications,
} from '@dental/ui';
import { usePracticeDentists, useRemoveDentist, useSaveDentist } from '../api/practice';
import { useSchemaForm } from '../hooks/use-schema-form';

const SPECIALITY_OPTIONS = DENTIST_SPECIALITIES.map((speciality) => ({
  value: speciality,
  label: DENTIST_SPECIALITY_LABELS[speciality],
}));

const EMPTY: Record<keyof PracticeDentistInput, string> = {
  first_name: '',
  last_name: '',
  license_number: '',
  npi: '',
  speciality: 'general dentist',
};

function DentistForm({ dentist, onDone }: { dentist: ManagedDentist | null; onDone: () => void }) {
  const save = useSaveDentist();
  const form = useSchemaForm(
    practiceDentistInputSchema,
    dentist
      ? {
          first_name: dentist.first_name,
          last_name: dentist.last_name,
          license_number: dentist.license_number,
          npi: dentist.npi,
          speciality: dentist.speciality,
        }
      : EMPTY,
  );
  const title = dentist ? `Edit Dr. ${dentist.first_name} ${dentist.last_name}` : 'New dentist';
  const onSubmit = form.submit(() =>
    save.mutate(
      { id: dentist?.id ?? null, body: form.values as PracticeDentistInput },
      { onSuccess: onDone, onError: (error) => form.bindServer(error) },
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {save.isError && Object.keys(form.errors).length === 0 && (
        <Alert severity="error">The dentist was not saved. Please try again.</Alert>
      )}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput label="First name" required {...form.text('first_name')} />
        <TextInput label="Last name" required {...form.text('last_name')} />
        <TextInput label="License number" required {...form.text('license_number')} />
        <TextInput label="NPI" required {...form.text('npi')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <SelectInput label="Speciality" required {...form.text('speciality')} options={SPECIALITY_OPTIONS} />
      </Box>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending || undefined}>
          Save dentist
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Stack>
    </Box>
  );
}

/** Issue 16 item 2: the practice's dentists (license, NPI, speciality); the owner adds, edits and removes. */
export function DentistsSection({ isOwner }: { isOwner: boolean }) {
  const dentists = usePracticeDentists();
  const remove = useRemoveDentist();
  const notifications = useNotifications();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const editedDentist = dentists.data?.find((d) => d.id === editing) ?? null;
  const onRemove = (dentist: ManagedDentist) =>
    remove.mutate(dentist.id, {
      onSuccess: (answer) =>
        notifications.notify({
          severity: 'success',
          message:
            answer.data.outcome === 'deactivated'
              ? `Dr. ${dentist.last_name} is inactive: visits name them, so their history stays`
              : `Dr. ${dentist.last_name} removed`,
        }),
    });
  const columns: DataTableColumn<ManagedDentist>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (dentist) => `Dr. ${dentist.first_name} ${dentist.last_name}${dentist.active ? '' : ' (inactive)'}`,
    },
    { key: 'speciality', header: 'Speciality', render: (dentist) => DENTIST_SPECIALITY_LABELS[dentist.speciality] },
    { key: 'license', header: 'License', render: (dentist) => dentist.license_number },
    { key: 'npi', header: 'NPI', render: (dentist) => dentist.npi },
  ];
  if (isOwner) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (dentist) => (
        <>
          <Button size="small" onClick={() => setEditing(dentist.id)} aria-label={`Edit Dr. ${dentist.last_name}`}>
            Edit
          </Button>
          {dentist.active && (
            <Button
              size="small"
              color="error"
              onClick={() => onRemove(dentist)}
              aria-label={`Remove Dr. ${dentist.last_name}`}
            >
              Remove
            </Button>
          )}
        </>
      ),
    });
  }
  return (
    <SectionCard
      title="Dentists"
      id="practice-dentists"
      action={
        isOwner && editing === null ? (
          <Button variant="outlined" onClick={() => setEditing('new')}>
            Add dentist
          </Button>
        ) : undefined
      }
    >
      {editing !== null && (
        <DentistForm
          key={String(editing)}
          dentist={editing === 'new' ? null : editedDentist}
          onDone={() => setEditing(null)}
        />
      )}
      {dentists.isPending && <LoadingLines label="Loading dentists" />}
      {dentists.isError && <LoadError what="dentists" onRetry={() => void dentists.refetch()} />}
      {dentists.data?.length === 0 && <EmptyState>No dentists yet</EmptyState>}
      {dentists.data && dentists.data.length > 0 && (
        // Issue 26 item 8: stacked on a phone, so Edit and Remove stay on screen at 360px instead of scrolled off.
        <DataTable
          label="Dentists"
          columns={columns}
          rows={dentists.data}
          rowKey={(dentist) => dentist.id}
          stackBelow="sm"
        />
      )}
    </SectionCard>
  );
}
