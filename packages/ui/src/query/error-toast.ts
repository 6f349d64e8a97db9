import { DEFAULT_SUPPORT_EMAIL, MSG_GENERIC, withSupportEmail } from '@dental/domain';
import { ApiError, isSilentError } from '../api/api-error';
import type { NotificationStore } from '../notifications/notification-store';

/** The message a toast shows for an error: the ApiError's spec §8 message, else the generic one. */
export function errorMessageOf(error: unknown, supportEmail: string = DEFAULT_SUPPORT_EMAIL): string {
  return error instanceof ApiError ? error.message : withSupportEmail(MSG_GENERIC, supportEmail);
}

/** True for a call that reached no API: no answer at all, or a gateway's 502 'Not connected.' (spec §8). */
export function isUnreachableError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === undefined || error.status === 502);
}

/**
 * spec §8: query and mutation errors show an error toast with the message, except for 401. spec §2 and §9: when
 * the API cannot be reached and `reconnectApplies()` (signed in, and the browser online, where the offline error
 * page does not apply), the reconnect banner shows instead: a 15-second countdown, then a reload.
 */
export function errorToaster(
  notifications: NotificationStore,
  supportEmail: () => string,
  reconnectApplies: () => boolean = () => false,
) {
  return (error: unknown): void => {
    if (isSilentError(error)) return;
    const message = errorMessageOf(error, supportEmail());
    if (isUnreachableError(error) && reconnectApplies()) {
      notifications.notifyReconnect(message);
      return;
    }
    notifications.notify({ severity: 'error', message });
  };
}
