import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MSG_MEMBER_ID_OR_LAST_NAME, eligibilityQuerySchema, type EligibilityQuery } from '@dental/domain';
import { DateInput, TextInput } from '@dental/ui';

type Field = 'member_id' | 'last_name' | 'date_of_birth';
type Errors = Partial<Record<Field, string>>;

/**
 * Issue 16 item 3: member id or last name, and the date of birth. Checked by the server's own schema before
 * it is sent; the member id field takes focus so a front desk types and presses Enter.
 */
export function EligibilityForm({
  onSubmit,
  serverErrors,
  initial = null,
}: {
  /** The keys the rule accepts, or null for a look-up it refused (the last result is cleared). */
  onSubmit: (query: EligibilityQuery | null) => void;
  serverErrors: Errors;
  /** The keys of a link that was looked up at once (the patients list): shown in the fields. */
  initial?: EligibilityQuery | null;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    member_id: typeof initial?.member_id === 'string' ? initial.member_id : '',
    last_name: typeof initial?.last_name === 'string' ? initial.last_name : '',
    date_of_birth: initial?.date_of_birth ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = {
      ...(values.member_id.trim() ? { member_id: values.member_id.trim() } : {}),
      ...(values.last_name.trim() ? { last_name: values.last_name.trim() } : {}),
      date_of_birth: values.date_of_birth,
    };
    const parsed = eligibilityQuerySchema.safeParse(query);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        found[key] ??= issue.message;
      }
      // Issue 26 item 10: the schema checks the pair (member id or last name) only once the date of birth
      // passes, so an empty form marked the date alone: every missing field is marked at once.
      if (query.member_id === undefined && query.last_name === undefined)
        found.member_id ??= MSG_MEMBER_ID_OR_LAST_NAME;
      setErrors(found);
      onSubmit(null);
      return;
    }
    setErrors({});
    onSubmit(query);
  };

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    error: shown[name] !== undefined,
    helperText: shown[name] ?? ' ',
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Check eligibility"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <TextInput
        label="Member id"
        autoFocus
        {...field('member_id')}
        // Issue 26 item 9: no maxLength of 9: it cut a 10th digit silently (10 typed, 9 looked up). The rule refuses
        // what is not 9 digits with 'Invalid member id'; the field keeps spec §5's default limit.
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextInput label="or Last name" {...field('last_name')} />
      <DateInput label="Date of birth" {...field('date_of_birth')} />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Check eligibility
      </Button>
    </Box>
  );
}
