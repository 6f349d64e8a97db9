import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { fieldProps } from '../../../components/field-props';
import { TextInput } from '../../../components/text-input';

/** A one-time code field: digits keyboard on a phone, and the browser may fill a code it received (autocomplete). */
export function CodeField<T extends FieldValues>({
  control,
  name,
  label,
  digits,
  disabled,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  digits: boolean;
  disabled: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          {...fieldProps(field, fieldState)}
          label={label}
          required
          disabled={disabled}
          {...(digits ? { autoComplete: 'one-time-code' as const } : {})}
          slotProps={{
            htmlInput: digits ? { inputMode: 'numeric', maxLength: 7 } : { maxLength: 12, spellCheck: false },
          }}
        />
      )}
    />
  );
}
