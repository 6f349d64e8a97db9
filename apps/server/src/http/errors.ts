// Typed errors thrown by services and routes; the one error handler turns them into spec §8 bodies. Each carries
// an entry of the domain's error vocabulary (decision 0043), so no service writes a status or a shared message.
import {
  ERRORS,
  errorAnswerOf,
  type ErrorAnswer,
  type ErrorAnswerErrors,
  type ErrorEntry,
  type ErrorMessageArgs,
  type ErrorStatus,
} from '@dental/domain';

/** An error with the HTTP status and the `errors` body it answers with. */
export class AppError extends Error {
  readonly statusCode: ErrorStatus;
  readonly errors: ErrorAnswerErrors;
  readonly code: string | undefined;

  constructor(answer: ErrorAnswer) {
    const { status, errors, code } = answer;
    super(typeof errors === 'string' ? errors : Object.values(errors).join(', '));
    this.statusCode = status;
    this.errors = errors;
    this.code = code;
  }
}

/** The error that answers with `entry` of the vocabulary (ERRORS): its status, message and code. */
export function appError<E extends ErrorEntry>(entry: E, ...args: ErrorMessageArgs<E>): AppError {
  return new AppError(errorAnswerOf(entry, ...args));
}

/** 404 'Not found.': unknown records and other people's ids alike (DESIGN §3). */
export class NotFoundError extends AppError {
  constructor() {
    super(errorAnswerOf(ERRORS.notFound));
  }
}

/** 400 with field messages (a message for the whole answer is an entry of ERRORS: `appError`). */
export class ValidationError extends AppError {
  constructor(fields: Record<string, string>) {
    super({ status: ERRORS.invalid.status, errors: fields });
  }
}

/** 403 with the spec §8 message, or the XSRF refusal (ERRORS.csrfRejected) whose code the client retries on. */
export class ForbiddenError extends AppError {
  constructor(entry: typeof ERRORS.forbidden | typeof ERRORS.csrfRejected = ERRORS.forbidden) {
    super(errorAnswerOf(entry));
  }
}

/** 401: the portal signs out (spec §8); the refresh route also clears the session cookies on it. */
export class UnauthorizedError extends AppError {
  constructor(entry: typeof ERRORS.notSignedIn | typeof ERRORS.sessionEnded = ERRORS.notSignedIn) {
    super(errorAnswerOf(entry));
  }
}

/** 429; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyRequestsError extends AppError {
  constructor(
    answer: ErrorAnswer<429>,
    readonly retryAfterSeconds?: number,
  ) {
    super(answer);
  }
}
