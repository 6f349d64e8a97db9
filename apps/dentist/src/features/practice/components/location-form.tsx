import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LOCATION_LANGUAGES_MAX,
  TEXT_INPUT_MAX_LENGTH,
  WEEKDAYS,
  formatPhone,
  practiceLocationInputSchema,
  type ManagedLocation,
  type PracticeLocationInput,
  type Weekday,
} from '@dental/domain';
import { TextInput } from '@dental/ui';
import { useSaveLocation } from '../api/practice';
import { useSchemaForm } from '../hooks/use-schema-form';

type DayForm = { open: boolean; from: string; to: string };
interface LocationForm extends Record<string, unknown> {
  name: string;
  address_line_1: string;
  address_line_2: string;
  zip: string;
  phone: string;
  accepting_new_patients: boolean;
  languages: string;
  hours: Record<Weekday, DayForm>;
}

const WEEKDAY_DEFAULT: DayForm = { open: true, from: '08:00', to: '17:00' };
const CLOSED: DayForm = { open: false, from: '08:00', to: '17:00' };

function formOf(location: ManagedLocation | null): LocationForm {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      if (!location) return [day, day === 'Saturday' || day === 'Sunday' ? CLOSED : WEEKDAY_DEFAULT];
      const open = location.hours[day];
      return [day, open ? { open: true, from: open.open, to: open.close } : CLOSED];
    }),
  ) as Record<Weekday, DayForm>;
  return {
    name: location?.name ?? '',
    address_line_1: location?.address_line_1 ?? '',
    address_line_2: location?.address_line_2 ?? '',
    zip: location?.zip ?? '',
    phone: location ? formatPhone(location.phone) : '',
    accepting_new_patients: location?.accepting_new_patients ?? true,
    languages: location?.languages.join(', ') ?? 'English',
    hours,
  };
}

/** The request of the form: the same shape the server's schema reads. */
function inputOf(form: LocationForm): PracticeLocationInput {
  return {
    name: form.name,
    address_line_1: form.address_line_1,
    address_line_2: form.address_line_2,
    zip: form.zip,
    phone: form.phone,
    accepting_new_patients: form.accepting_new_patients,
    languages: form.languages
      .split(',')
      .map((language) => language.trim())
      .filter(Boolean),
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const d = form.hours[day];
        return [day, d.open ? { open: d.from, close: d.to } : null];
      }),
    ) as PracticeLocationInput['hours'],
  };
}

/** Issue 16 item 2: a location's address, phone, hours per weekday, new patients and languages (owner). */
export function LocationForm({ location, onDone }: { location: ManagedLocation | null; onDone: () => void }) {
  const save = useSaveLocation();
  const form = useSchemaForm(practiceLocationInputSchema, formOf(location));
  const setDay = (day: Weekday, change: Partial<DayForm>) =>
    form.setValues((v) => ({ ...v, hours: { ...v.hours, [day]: { ...v.hours[day], ...change } } }));
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = inputOf(form.values);
    if (form.validate(input) === null) return;
    save.mutate(
      { id: location?.id ?? null, body: input },
      { onSuccess: onDone, onError: (error) => form.bindServer(error) },
    );
  };
  const failed = save.isError && Object.keys(form.errors).length === 0;
  const title = location ? `Edit ${location.name}` : 'New location';
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <Stack spacing={1}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {failed && <Alert severity="error">The location was not saved. Please try again.</Alert>}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput label="Location name" required {...form.text('name')} />
          <TextInput label="Phone" required {...form.text('phone')} slotProps={{ htmlInput: { inputMode: 'tel' } }} />
          <TextInput label="Address line 1" required {...form.text('address_line_1')} />
          <TextInput label="Address line 2" {...form.text('address_line_2')} />
          <TextInput label="Zip" required {...form.text('zip')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextInput
            label="Languages spoken"
            required
            {...form.text('languages')}
            // The rule's own limit, not the generic 100: up to 20 languages of up to 100 characters, with commas.
            maxLength={LOCATION_LANGUAGES_MAX * (TEXT_INPUT_MAX_LENGTH + 2)}
            helperText={form.errors.languages ?? 'Separated by commas'}
          />
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.values.accepting_new_patients}
              onChange={(event) => form.set('accepting_new_patients', event.target.checked)}
            />
          }
          label="Accepting new patients"
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Hours
          </Typography>
          <Stack spacing={1}>
            {WEEKDAYS.map((day) => {
              const d = form.values.hours[day];
              const closeError = form.errors[`hours.${day}.close`];
              const openError = form.errors[`hours.${day}.open`];
              return (
                <Box
                  key={day}
                  sx={{
                    display: 'grid',
                    gap: 1,
                    alignItems: 'start',
                    gridTemplateColumns: { xs: '1fr 1fr', sm: '160px 1fr 1fr' },
                  }}
                >
                  <FormControlLabel
                    sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                    control={<Checkbox checked={d.open} onChange={(e) => setDay(day, { open: e.target.checked })} />}
                    label={`Open ${day}`}
                  />
                  <TextInput
                    type="time"
                    size="small"
                    label={`${day} opens`}
                    disabled={!d.open}
                    value={d.from}
                    onChange={(e) => setDay(day, { from: e.target.value })}
                    error={openError !== undefined}
                    helperText={openError ?? ' '}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <TextInput
                    type="time"
                    size="small"
                    label={`${day} closes`}
                    disabled={!d.open}
                    value={d.to}
                    onChange={(e) => setDay(day, { to: e.target.value })}
                    error={closeError !== undefined}
                    helperText={closeError ?? ' '}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                </Box>
              );
            })}
          </Stack>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending || undefined}>
            Save location
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
