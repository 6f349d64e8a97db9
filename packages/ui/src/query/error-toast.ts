import { DEFAULT_SUPPORT_EMAIL, MSG_GENERIC, withSupportEmail } from '@dental/domain';
import { ApiError, isSilentError } from '../api/api-error';
import type { NotificationStore } from '../notifications/notification-store';

/** The message a toast shows for an error: the ApiError's spec §8 message, else the generic one. */
export function errorMessageOf(error: unknown, supportEmail: string = DEFAULT_SUPPORT_EMAIL): string {
  return error instanceof ApiError ? error.message : withSupportEmail(MSG_GENERIC, supportEmail);
}

/** spec §8: query and mutation errors show an error toast with the message, except for 401. */
export function errorToaster(notifications: NotificationStore, supportEmail: () => string) {
  return (error: unknown): void => {
    if (isSilentError(error)) return;
    notifications.notify({ severity: 'error', message: errorMessageOf(error, supportEmail()) });
  };
}
