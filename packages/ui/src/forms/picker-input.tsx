import { memo, type ReactNode } from 'react';
import Autocomplete, { type AutocompleteProps } from '@mui/material/Autocomplete';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
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

/** The width of the Autocomplete's clear button (MUI's own 26 px: the input's padding allows as much for it). */
const CLEAR_BUTTON_SPACE = { '& .MuiAutocomplete-endAdornment': { paddingLeft: '26px' } } as const;

/**
 * Whether the clear button's place is kept while the field is read-only with a choice. MUI draws no clear button
 * on a read-only field; a field held until hydrated (UntilHydrated's read-only default, decision 0034) gets it on
 * hydration, left of the Open button: the end adornment grew leftwards, a layout shift (issue 28 item 2, the
 * create-an-estimate page opened with its link's procedures). Read as the Autocomplete reads its props.
 */
function useKeptClearSpace(props: { readOnly?: boolean; disabled?: boolean; value?: unknown }): boolean {
  const { readOnly, disabled } = useDefaultProps({
    props: { readOnly: props.readOnly, disabled: props.disabled },
    name: 'MuiAutocomplete',
  });
  const chosen = Array.isArray(props.value) ? props.value.length > 0 : props.value != null;
  return Boolean(readOnly) && !disabled && chosen;
}

/** One choice (or several, `multiple`) picked from a list by typing (an MUI Autocomplete), with its label and message. */
function PickerInputField<T, Multiple extends boolean | undefined = false>({
  label,
  placeholder,
  error,
  helperText,
  ...props
}: PickerInputProps<T, Multiple>) {
  const keepClearSpace = useKeptClearSpace(props);
  return (
    <Autocomplete<T, Multiple, false, false>
      {...props}
      // MUI's own class for a field with a clear button, which gives the input its padding for it.
      className={keepClearSpace ? `${props.className ?? ''} MuiAutocomplete-hasClearIcon`.trim() : props.className}
      sx={keepClearSpace ? [CLEAR_BUTTON_SPACE, props.sx ?? false].flat() : props.sx}
      renderInput={(input) => (
        <TextField {...input} label={label} placeholder={placeholder} error={error} helperText={helperText} />
      )}
    />
  );
}

/** PickerInputField, memoised as the kit's other fields are (decision 0038). */
export const PickerInput = memo(PickerInputField) as typeof PickerInputField;
