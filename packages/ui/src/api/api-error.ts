/** Field messages of an error body `{ errors: { field: message } }` (DESIGN §3). */
export type FieldErrors = Record<string, string>;

/** STYLE "Errors flow one way": every failed call becomes one ApiError carrying the spec §8 message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; undefined when no response came at all. */
  readonly status: number | undefined;
  /** The parsed body of the answer, if any. */
  readonly body: unknown;
  /** Field messages when the server named fields, for binding to form inputs. */
  readonly fieldErrors: FieldErrors;
  /** spec §8: a 401 is swallowed: no toast. */
  readonly silent: boolean;

  constructor(
    message: string,
    options: { status?: number | undefined; body?: unknown; fieldErrors?: FieldErrors; silent?: boolean },
  ) {
    super(message);
    this.status = options.status;
    this.body = options.body;
    this.fieldErrors = options.fieldErrors ?? {};
    this.silent = options.silent ?? false;
  }
}

/** The machine-readable `code` of an error body (`{ errors, code }`), if any. */
export function errorCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  return body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : null;
}

/** True for an error that should show no toast: an ApiError marked silent (spec §8: 401), or a dropped call. */
export function isSilentError(error: unknown): boolean {
  // A call dropped on purpose (signing out: ApiClient.abortInFlight) is nothing to tell the person about.
  const dropped = error instanceof DOMException && error.name === 'AbortError';
  return dropped || (error instanceof ApiError && error.silent);
}

/** The field messages of an errors object, at top level or under data (spec §7); first message per field. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const errorsOf = (value: unknown): unknown =>
    value && typeof value === 'object' && 'errors' in value ? value.errors : undefined;
  let errors = errorsOf(body);
  if (errors === undefined && body && typeof body === 'object' && 'data' in body) errors = errorsOf(body.data);
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && first !== null)
      result[field] = typeof first === 'string' ? first : (JSON.stringify(first) ?? '');
  }
  return result;
}
