import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { US_STATE_OPTIONS } from '@dental/domain';
import { FormDate, FormSelect, FormText } from '@dental/ui';
import {
  GENDER_OPTIONS,
  RELATIONSHIP_OPTIONS,
  TAX_ID_TYPE_OPTIONS,
  type DependentFormValues,
  type EmployeeFormValues,
} from './person-form-values';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

interface FieldsProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  /** Where the fields sit in the form's values: '' at the top, 'employee.' or 'dependents.2.' inside. */
  prefix: string;
  disabled: boolean;
}

/** The name of one field under the prefix (the forms' value types list every one of them). */
function fieldName<T extends FieldValues, K extends string>(prefix: string, key: K): FieldPath<T> {
  return `${prefix}${key}` as FieldPath<T>;
}

/** An employee's fields: identity, contact, address, tax id, hire date and class. */
export function EmployeeFields<T extends FieldValues, O extends FieldValues>({
  control,
  prefix,
  disabled,
  taxIdHelp,
}: FieldsProps<T, O> & { taxIdHelp: string }) {
  const name = (key: keyof EmployeeFormValues) => fieldName<T, typeof key>(prefix, key);
  const heading = (text: string) => (
    <Typography variant="h3" sx={{ fontSize: '1rem', mt: 1, gridColumn: '1 / -1' }}>
      {text}
    </Typography>
  );
  return (
    <Box sx={grid}>
      {heading('Personal information')}
      <FormText control={control} name={name('first_name')} label="First name" required disabled={disabled} />
      <FormText control={control} name={name('middle_name')} label="Middle name" disabled={disabled} />
      <FormText control={control} name={name('last_name')} label="Last name" required disabled={disabled} />
      <FormDate control={control} name={name('date_of_birth')} label="Date of birth" required disabled={disabled} />
      <FormSelect
        control={control}
        name={name('gender')}
        label="Gender"
        options={GENDER_OPTIONS}
        required
        disabled={disabled}
      />
      <FormText
        control={control}
        name={name('email')}
        label="Email"
        type="email"
        inputMode="email"
        disabled={disabled}
        helperText="The member portal's sign-up invitation goes here"
      />
      <FormText
        control={control}
        name={name('phone')}
        label="Phone"
        type="tel"
        inputMode="tel"
        disabled={disabled}
        helperText="10 digits"
      />
      {heading('Address')}
      <FormText control={control} name={name('address_line_1')} label="Address line 1" required disabled={disabled} />
      <FormText control={control} name={name('address_line_2')} label="Address line 2" disabled={disabled} />
      <FormText control={control} name={name('city')} label="City" required disabled={disabled} />
      <FormSelect
        control={control}
        name={name('state')}
        label="State"
        options={US_STATE_OPTIONS}
        required
        disabled={disabled}
      />
      <FormText
        control={control}
        name={name('zip')}
        label="Zip"
        required
        inputMode="numeric"
        disabled={disabled}
        helperText="5 digits"
      />
      {heading('Employment')}
      <FormSelect
        control={control}
        name={name('member_tax_id_type')}
        label="Tax id type"
        options={TAX_ID_TYPE_OPTIONS}
        required
        disabled={disabled}
      />
      <FormText
        control={control}
        name={name('member_tax_id')}
        label="Tax id or employee id"
        disabled={disabled}
        helperText={taxIdHelp}
      />
      <FormDate control={control} name={name('hire_date')} label="Hire date" required disabled={disabled} />
      <FormText
        control={control}
        name={name('class')}
        label="Class"
        disabled={disabled}
        helperText="Optional, for example Full-time"
      />
    </Box>
  );
}

/** A dependent's fields: relationship, names, date of birth, gender. */
export function DependentFields<T extends FieldValues, O extends FieldValues>({
  control,
  prefix,
  disabled,
}: FieldsProps<T, O>) {
  const name = (key: keyof DependentFormValues) => fieldName<T, typeof key>(prefix, key);
  return (
    <Box sx={grid}>
      <FormSelect
        control={control}
        name={name('relationship')}
        label="Relationship"
        options={RELATIONSHIP_OPTIONS}
        required
        disabled={disabled}
      />
      <FormText control={control} name={name('first_name')} label="First name" required disabled={disabled} />
      <FormText control={control} name={name('middle_name')} label="Middle name" disabled={disabled} />
      <FormText control={control} name={name('last_name')} label="Last name" required disabled={disabled} />
      <FormDate control={control} name={name('date_of_birth')} label="Date of birth" required disabled={disabled} />
      <FormSelect
        control={control}
        name={name('gender')}
        label="Gender"
        options={GENDER_OPTIONS}
        required
        disabled={disabled}
      />
    </Box>
  );
}
