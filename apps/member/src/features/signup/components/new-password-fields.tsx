import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PASSWORD_HINTS } from '@dental/domain';
import { fieldProps, PasswordInput, RequirementHints } from '@dental/ui';

interface Props<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  password: Path<T>;
  confirm: Path<T>;
  disabled: boolean;
}

/** A new password with its strength hints (spec §5) and its confirmation. */
export function NewPasswordFields<T extends FieldValues, O extends FieldValues>({
  control,
  password,
  confirm,
  disabled,
}: Props<T, O>) {
  const value: unknown = useWatch({ control, name: password });
  return (
    <>
      <Controller
        name={password}
        control={control}
        render={({ field, fieldState }) => (
          <PasswordInput
            {...fieldProps(field, fieldState)}
            label="Password"
            autoComplete="new-password"
            required
            disabled={disabled}
          />
        )}
      />
      <RequirementHints
        layout="inline"
        title="Password requirements"
        hints={PASSWORD_HINTS}
        value={typeof value === 'string' ? value : ''}
      />
      <Controller
        name={confirm}
        control={control}
        render={({ field, fieldState }) => (
          <PasswordInput
            {...fieldProps(field, fieldState)}
            label="Confirm password"
            autoComplete="new-password"
            required
            disabled={disabled}
          />
        )}
      />
    </>
  );
}
