import { memo, type ReactNode } from 'react';
import Autocomplete, { type AutocompleteProps } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

// Apart from choice-inputs.tsx: the Autocomplete and its popper weigh about 20 KB gzipped, more than a select's
// page should carry (the 100 KB route chunk budget, issue 8).

export type PickerInputProps<T, Multiple extends boolean | undefined = false> = Omit<
  AutocompleteProps<T, Multiple, false, false>,
  'renderInput' | 'freeSolo' | 'disableClearable'
> & {
  label: string;
  placeholder?: string;
  error?: boolean;
  helperText?: ReactNode;
};

/** One choice (or several, `multiple`) picked from a list by typing (an MUI Autocomplete), with its label and message. */
function PickerInputField<T, Multiple extends boolean | undefined = false>({
  label,
  placeholder,
  error,
  helperText,
  ...props
}: PickerInputProps<T, Multiple>) {
  return (
    <Autocomplete<T, Multiple, false, false>
      {...props}
      renderInput={(input) => (
        <TextField {...input} label={label} placeholder={placeholder} error={error} helperText={helperText} />
      )}
    />
  );
}

/** PickerInputField, memoised as the kit's other fields are (decision 0038). */
export const PickerInput = memo(PickerInputField) as typeof PickerInputField;
