// spec §8: the error catalogue. The {email} placeholder is the provider's support address from configuration.

export const MSG_FORBIDDEN = 'You do not have permission to perform this action.';
export const MSG_NOT_FOUND = 'Not found.';
export const MSG_FILE_TOO_BIG = 'Sorry, that file is too big. Please contact the provider at {email}.';
export const MSG_NOT_CONNECTED = 'Not connected.';
export const MSG_MAINTENANCE = 'The product is currently down for maintenance, please try again later.';
export const MSG_GENERIC =
  "Sorry! There's a problem on our end. If the issue persists, contact the provider at {email}.";
export const MSG_NO_RESPONSE = 'The product is unavailable, try again later';

/** spec §8: card payment script failures. */
export const MSG_STRIPE_LOAD_FAILED = 'Failed to load Stripe.js';
export const MSG_STRIPE_NOT_AVAILABLE = 'Stripe.js not available';
/** spec §8: unhandled routing failures. */
export const MSG_UNEXPECTED_APPLICATION_ERROR = 'Unexpected Application Error';

/** The support address used when configuration supplies none. */
export const DEFAULT_SUPPORT_EMAIL = 'support@example.com';

/** Fills the {email} placeholder of a catalogue message. */
export function withSupportEmail(message: string, supportEmail: string): string {
  return message.replaceAll('{email}', supportEmail);
}

/**
 * spec §8: the message for an HTTP status when the server supplied no errors field.
 * 401 has no message: the client runs its auto-logout handler and shows nothing.
 * `status` undefined means no response at all.
 */
export function messageForStatus(status: number | undefined, supportEmail: string): string | null {
  if (status === undefined || status === 0) return MSG_NO_RESPONSE;
  switch (status) {
    case 401:
      return null;
    case 403:
      return MSG_FORBIDDEN;
    case 404:
      return MSG_NOT_FOUND;
    case 413:
      return withSupportEmail(MSG_FILE_TOO_BIG, supportEmail);
    case 502:
      return MSG_NOT_CONNECTED;
    case 503:
    case 504:
      return MSG_MAINTENANCE;
    default:
      return withSupportEmail(MSG_GENERIC, supportEmail);
  }
}

/** spec §7: the errors field of an error body, a message or field messages. */
export type ErrorsField = string | Record<string, string | string[]>;

/**
 * spec §7: reads the errors field at top level or under data; an object's values are joined with commas.
 * Returns null when the body carries no errors field.
 */
export function errorsFieldMessage(body: unknown): string | null {
  const fromObject = (value: unknown): unknown =>
    value && typeof value === 'object' && 'errors' in value ? value.errors : undefined;
  let errors = fromObject(body);
  if (errors === undefined && body && typeof body === 'object' && 'data' in body) {
    errors = fromObject(body.data);
  }
  if (errors === undefined || errors === null) return null;
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.map(textOf).join(', ');
  if (typeof errors === 'object') {
    return Object.values(errors as Record<string, unknown>)
      .flatMap((v) => (Array.isArray(v) ? v.map(textOf) : [textOf(v)]))
      .join(', ');
  }
  return textOf(errors);
}

/** A value as text: a string as it is, a number or flag as written, anything else as JSON. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}
