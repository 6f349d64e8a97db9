// spec §8: a failed call shows an error toast; a field message the form binds beside its input needs none too.
import { ApiError } from '@dental/ui';

/** A mutation's `meta.errorToast`: a toast unless the answer carries field messages (the form shows them). */
export const toastUnlessFieldError = (error: unknown): boolean =>
  !(error instanceof ApiError && Object.keys(error.fieldErrors).length > 0);
