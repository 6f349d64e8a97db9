import { errorPageVariant, isErrorPageMessage, type ErrorPageVariant } from '@dental/domain';

/** Which screen an error deserves: an error page variant (spec §2), or the unexpected-error screen. */
export type ErrorKind = Exclude<ErrorPageVariant, 'generic'> | 'unexpected';

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return '';
}

/** spec §8: chunk errors and network, offline, internet or failed-to-fetch messages get the error page. */
export function classifyError(error: unknown, isOnline: boolean = navigator.onLine): ErrorKind {
  const message = messageOf(error);
  if (!isErrorPageMessage(message)) return 'unexpected';
  const variant = errorPageVariant(message, isOnline);
  return variant === 'generic' ? 'unexpected' : variant;
}
