import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error';

/** Binds the field messages of a failed call to the form's inputs it names (STYLE: the toast is the fallback). */
export function bindServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) setError(field, { message });
  }
}
