import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { TEXT_INPUT_MAX_LENGTH } from '@dental/domain';

/**
 * The only autocomplete tokens a text input may keep (decision 0017): a sign-in's account name and the
 * one-time code, where password managers and the phone's code suggestion matter. Everything else is 'off'
 * (spec §5). Password fields (PasswordInput) keep their own current-password / new-password tokens.
 */
export const CREDENTIAL_AUTOCOMPLETE = ['username', 'one-time-code'] as const;
export type CredentialAutocomplete = (typeof CREDENTIAL_AUTOCOMPLETE)[number];

export type TextInputProps = Omit<TextFieldProps, 'autoComplete'> & {
  /** spec §5: maximum length, 100 by default. */
  maxLength?: number;
  /** spec §5: shows a clear button while the field is not empty. */
  clearable?: boolean;
  onClear?: () => void;
  /** spec §5: 'off' unless the field is a credential (decision 0017). */
  autoComplete?: CredentialAutocomplete;
};

/** spec §5 "Generic text input": maximum length 100 by default, autocomplete off, optional clear button. */
export function TextInput({
  maxLength = TEXT_INPUT_MAX_LENGTH,
  clearable = false,
  onClear,
  slotProps,
  autoComplete,
  ...props
}: TextInputProps) {
  const value = props.value;
  const showClear = clearable && typeof value === 'string' && value !== '' && !props.disabled;
  return (
    <TextField
      fullWidth
      {...props}
      slotProps={{
        ...slotProps,
        // Last, so that no input slot of a caller turns autocomplete back on.
        htmlInput: { maxLength, ...(slotProps?.htmlInput as object | undefined), autoComplete: autoComplete ?? 'off' },
        input: showClear
          ? {
              ...(slotProps?.input as object | undefined),
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label="Clear" edge="end" size="small" onClick={onClear}>
                    <CloseRounded fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            }
          : slotProps?.input,
      }}
    />
  );
}
