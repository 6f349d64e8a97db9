import { memo, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '@dental/domain';
import { fieldProps } from '../components/field-props';
import { TextInput, type CredentialAutocomplete } from '../components/text-input';

interface FieldProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** spec §5: generic inputs have autocomplete off; only credential fields keep a token (decision 0017). */
  autoComplete?: CredentialAutocomplete;
  type?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  helperText?: ReactNode;
}

interface FormTextProps<T extends FieldValues, O extends FieldValues> extends FieldProps<T, O> {
  /** Rewrites the text as it is typed (the card expiry's slash). */
  format?: (value: string) => string;
}

/** A text input bound to a react-hook-form field, with its validation message under it. */
function FormTextField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  autoComplete,
  type,
  inputMode,
  helperText,
  format,
}: FormTextProps<T, O>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const props = fieldProps(field, fieldState);
        return (
          <TextInput
            {...props}
            onChange={format ? (event) => field.onChange(format(event.target.value)) : props.onChange}
            helperText={props.helperText ?? helperText}
            label={label}
            required={required}
            disabled={disabled}
            autoComplete={autoComplete}
            type={type}
            slotProps={{ htmlInput: { inputMode } }}
          />
        );
      }}
    />
  );
}

/** spec §5 and §9: a date input within the picker range 1900-01-01 to 2099-12-31 (value 'YYYY-MM-DD'). */
function FormDateField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
}: FieldProps<T, O>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          {...fieldProps(field, fieldState)}
          label={label}
          type="date"
          required={required}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: DATE_PICKER_MIN, max: DATE_PICKER_MAX } }}
        />
      )}
    />
  );
}

/** A select bound to a react-hook-form field; '' is the empty choice. */
function FormSelectField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  options,
  emptyLabel,
}: FieldProps<T, O> & { options: readonly { value: string; label: string }[]; emptyLabel?: string }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const props = fieldProps(field, fieldState);
        return (
          <TextField
            select
            fullWidth
            name={props.name}
            value={props.value}
            onChange={props.onChange}
            onBlur={props.onBlur}
            inputRef={props.inputRef}
            error={props.error}
            helperText={props.helperText}
            label={label}
            required={required}
            disabled={disabled}
          >
            {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/*
 * Memoised: a form re-renders as a whole when its own state turns (react-hook-form's useForm sets `isReady` in a
 * layout effect once mounted, so every form renders twice, the second time synchronously inside hydration's
 * commit on a drawn page: issue 17's blocking time). Each field follows its own value and error through its
 * Controller; with the same props (the form's control, a name, a label) it is not drawn again with the form.
 */
/** FormTextField, memoised. */
export const FormText = memo(FormTextField) as typeof FormTextField;
/** FormDateField, memoised. */
export const FormDate = memo(FormDateField) as typeof FormDateField;
/** FormSelectField, memoised. */
export const FormSelect = memo(FormSelectField) as typeof FormSelectField;
