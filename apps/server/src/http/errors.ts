// Typed errors thrown by services and routes; the one error handler turns them into spec §8 bodies.
import { MSG_FORBIDDEN, MSG_NOT_FOUND } from '@dental/domain';

/** An error with the HTTP status and the `errors` body it answers with. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: string | Record<string, string>,
    readonly code?: string,
  ) {
    super(typeof errors === 'string' ? errors : Object.values(errors).join(', '));
  }
}

/** 404 'Not found.': unknown records and other people's ids alike (DESIGN §3). */
export class NotFoundError extends AppError {
  constructor() {
    super(404, MSG_NOT_FOUND);
  }
}

/** 400 with field messages, or one message. */
export class ValidationError extends AppError {
  constructor(errors: string | Record<string, string>) {
    super(400, errors);
  }
}

/** 403 with the spec §8 message; `code` lets the client tell a stale XSRF token from a refusal. */
export class ForbiddenError extends AppError {
  constructor(code?: string) {
    super(403, MSG_FORBIDDEN, code);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication credentials were not provided.') {
    super(401, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** 429; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message, code);
  }
}
