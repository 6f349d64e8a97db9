import type { FastifyServerOptions } from 'fastify';
import { databaseFailureOf, safeErrorMessage } from '../db/database-errors.js';

/**
 * Query parameters whose values may reach a log line: paging, sorting, filters by status, kind, date or
 * amount, none of them about a person (issue 26 item 17). Every other value is redacted, so a new filter
 * (a name, a member id, a search text, a patient) is kept out of the logs until it is added here on purpose.
 */
const LOGGABLE_QUERY_KEYS = new Set([
  'page',
  'page_size',
  'sort',
  'view',
  'status',
  'payment_status',
  'date_type',
  'date_from',
  'date_to',
  'open_on',
  'priced_on',
  'network',
  'minimum_network',
  'radius',
  'speciality',
  'accepting_new_patients',
  'evenings_weekends',
  'expired',
  'procedure_code',
  'codes',
  'location_id',
  'dentist_id',
  'practice_id',
  'version',
  'language',
]);

/**
 * Fields of personal data (spec standards: no personal data in logs), at the top of a log object or one level
 * down, in the API's names and the schema's. pino censors them wherever a log call puts them.
 */
const PERSONAL_FIELDS = [
  'email',
  'new_email',
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'name',
  'date_of_birth',
  'dateOfBirth',
  'phone',
  'ssn',
  'address_line_1',
  'address_line_2',
  'addressLine1',
  'addressLine2',
  'zip',
  'member_id',
  'memberId',
  'password_hash',
  'passwordHash',
  'params',
  'parameters',
  'detail',
];
const SECRET_FIELDS = [
  'password',
  'new_password',
  'old_password',
  'card_number',
  'code',
  'token',
  // Issue 27 item 6 (decision 0060): bank numbers and the account owner's SSN digits, as sent and as passed on.
  'account_number',
  'confirm_account_number',
  'routing_number',
  'confirm_routing_number',
  'accountNumber',
  'routingNumber',
  'ssn_last4',
  'ssnLast4',
];

/** A URL with every query value not known to be impersonal (LOGGABLE_QUERY_KEYS) replaced by '[redacted]'. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of new Set(params.keys())) if (!LOGGABLE_QUERY_KEYS.has(key)) params.set(key, '[redacted]');
  return `${url.slice(0, queryAt)}?${params.toString()}`;
}

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** What Fastify's logger takes for `err`: type, message and stack, and more. */
interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The `err` of a log line. A database error (or one wrapping it) is logged by its code and statement shape
 * only: Drizzle's message carries the parameters ("params: member,<email>,$argon2id$…") and the driver's
 * `detail` the failing row, and its stack adds some 3 KB a line for nothing (an outage under load wrote
 * 25 MB). Other errors keep message and stack; never their other properties or causes.
 */
export function serializeError(error: unknown): SerializedError {
  const type = error instanceof Error ? error.constructor.name : typeof error;
  const db = databaseFailureOf(error);
  if (db) return { type, message: safeErrorMessage(error), stack: '', db };
  if (!(error instanceof Error)) return { type, message: String(error), stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type,
    message: error.message,
    stack: error.stack ?? '',
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
  };
}

/**
 * pino options: structured JSON with the request id; no password, token, cookie, card number or personal
 * field is logged (spec standards), and database errors without their values. Request bodies are never
 * logged at all.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        ...[...SECRET_FIELDS, ...PERSONAL_FIELDS].flatMap((field) => [field, `*.${field}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
