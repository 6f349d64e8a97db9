import { memo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

// The kit's fields for a form that keeps its own state (a filter bar, a line editor, a form over a domain
// schema): the caller hands value, onChange, error and helper text as to an MUI TextField. Fields bound to a
// react-hook-form are FormText, FormDate and FormSelect (form-fields.tsx). The picker (an MUI Autocomplete, with
// its popper) is a file of its own, picker-input.tsx, so that a page with a select does not load it.

/** One choice of a select: the value sent and the label shown. */
export interface SelectOption {
  value: string;
  label: string;
}

export type SelectInputProps = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly SelectOption[];
  /** The label of the '' choice, listed first; none when undefined. */
  emptyLabel?: string;
  /** The browser's own select (a filter bar's compact one), its label always above it. */
  native?: boolean;
};

/** A select of `options` with its label and message, as an MUI TextField in select mode. */
function SelectInputField({ options, emptyLabel, native = false, slotProps, ...props }: SelectInputProps) {
  const Choice = native ? 'option' : MenuItem;
  return (
    <TextField
      select
      {...props}
      slotProps={
        native
          ? {
              ...slotProps,
              select: { ...(slotProps?.select as object | undefined), native: true },
              inputLabel: { ...(slotProps?.inputLabel as object | undefined), shrink: true },
            }
          : slotProps
      }
    >
      {emptyLabel !== undefined && <Choice value="">{emptyLabel}</Choice>}
      {options.map((option) => (
        <Choice key={option.value} value={option.value}>
          {option.label}
        </Choice>
      ))}
    </TextField>
  );
}

/** A date input ('YYYY-MM-DD'), its label always above it (the browser draws its own placeholder). */
function DateInputField({ slotProps, ...props }: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      {...props}
      type="date"
      slotProps={{ ...slotProps, inputLabel: { ...(slotProps?.inputLabel as object | undefined), shrink: true } }}
    />
  );
}

/*
 * Memoised as the form-bound fields are (decision 0038): a field whose props did not change is not drawn again
 * with its form.
 */
/** SelectInputField, memoised. */
export const SelectInput = memo(SelectInputField);
/** DateInputField, memoised. */
export const DateInput = memo(DateInputField);
