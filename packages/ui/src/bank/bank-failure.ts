import { ApiError } from '../api/api-error';

/** The message to show above a bank form for a failed call that named no field (a wrong pair of deposits ...). */
export function failureMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return Object.keys(error.fieldErrors).length === 0 ? error.message : null;
}
