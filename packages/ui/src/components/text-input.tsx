import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { TEXT_INPUT_MAX_LENGTH } from '@dental/domain';

export type TextInputProps = TextFieldProps & {
  /** spec §5: maximum length, 100 by default. */
  maxLength?: number;
  /** spec §5: shows a clear button while the field is not empty. */
  clearable?: boolean;
  onClear?: () => void;
};

/** spec §5 "Generic text input": maximum length 100 by default, autocomplete off, optional clear button. */
export function TextInput({ maxLength = TEXT_INPUT_MAX_LENGTH, clearable = false, onClear, slotProps, autoComplete = 'off', ...props }: TextInputProps) {
  const value = props.value;
  const showClear = clearable && typeof value === 'string' && value !== '' && !props.disabled;
  return (
    <TextField
      fullWidth
      autoComplete={autoComplete}
      {...props}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength, ...(slotProps?.htmlInput as object | undefined) },
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
