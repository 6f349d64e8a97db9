import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  MSG_REQUIRED,
  PRICE_CHECK_MAX_PROCEDURES,
  PROCEDURE_CATALOGUE,
  findProcedure,
  searchProcedures,
  zipSchema,
  type CatalogueProcedure,
} from '@dental/domain';
import type { PriceCheckParams } from '../hooks/use-price-check-params';

export interface PersonOption {
  value: string;
  label: string;
}

interface PriceCheckFormProps {
  params: PriceCheckParams;
  people: PersonOption[];
  /** The zip field's value until the person types one: the member's own zip. */
  defaultZip: string | null;
  zipError: string | null;
  onSubmit: (params: PriceCheckParams) => void;
}

type Errors = Partial<Record<'codes' | 'patient_id' | 'zip', string>>;

/** Issue 6: procedures (by plain words or code), a family member and a zip. */
export function PriceCheckForm({ params, people, defaultZip, zipError, onSubmit }: PriceCheckFormProps) {
  const [procedures, setProcedures] = useState<CatalogueProcedure[]>(() =>
    (params.codes ?? '').split(',').flatMap((code) => findProcedure(code) ?? []),
  );
  const [patientId, setPatientId] = useState(params.patient_id ?? people[0]?.value ?? '');
  const [zip, setZip] = useState(params.zip ?? defaultZip ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (procedures.length === 0) found.codes = MSG_REQUIRED;
    if (!patientId) found.patient_id = MSG_REQUIRED;
    // The same zip rule the server applies (packages/domain).
    const parsedZip = zipSchema.safeParse(zip);
    if (!parsedZip.success) found.zip = parsedZip.error.issues[0]?.message ?? 'Invalid';
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsedZip.success) return;
    onSubmit({ codes: procedures.map((p) => p.code).join(','), patient_id: patientId, zip: parsedZip.data });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Price check"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr auto' }, alignItems: 'start' }}
    >
      <Autocomplete
        multiple
        options={PROCEDURE_CATALOGUE}
        value={procedures}
        onChange={(_event, value) => setProcedures(value.slice(0, PRICE_CHECK_MAX_PROCEDURES))}
        filterOptions={(options, state) => searchProcedures(state.inputValue, options)}
        getOptionLabel={(p) => `${p.name} (${p.code})`}
        isOptionEqualToValue={(a, b) => a.code === b.code}
        getOptionDisabled={() => procedures.length >= PRICE_CHECK_MAX_PROCEDURES}
        renderInput={(input) => (
          <TextField
            {...input}
            label="Procedures"
            placeholder="cleaning, crown, D2740"
            error={errors.codes !== undefined}
            helperText={errors.codes ?? `Up to ${PRICE_CHECK_MAX_PROCEDURES}, by plain words or code`}
          />
        )}
      />
      <TextField
        select
        label="Family member"
        value={people.some((p) => p.value === patientId) ? patientId : ''}
        onChange={(event) => setPatientId(event.target.value)}
        error={errors.patient_id !== undefined}
        helperText={errors.patient_id ?? ' '}
      >
        {people.map((person) => (
          <MenuItem key={person.value} value={person.value}>
            {person.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Zip code"
        value={zip}
        onChange={(event) => setZip(event.target.value)}
        error={(errors.zip ?? zipError) !== undefined && (errors.zip ?? zipError) !== null}
        helperText={errors.zip ?? zipError ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Check prices
      </Button>
    </Box>
  );
}
