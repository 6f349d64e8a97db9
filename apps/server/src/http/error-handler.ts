import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERRORS, messageForStatus, type ErrorEntry } from '@dental/domain';
import { databaseFailureOf } from '../db/database-errors.js';
import { AppError, TooManyRequestsError } from './errors.js';

/** Seconds a client is told to wait after a 503 (the pool reconnects as soon as the database is back). */
const RETRY_AFTER_SECONDS = '5';

/** PostgreSQL error codes the API answers as client errors rather than 500. */
const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_CHECK_VIOLATION = '23514';

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the code is on the cause.
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The Retry-After seconds of a throttled request, if it names them. */
function retryAfterOf(error: unknown): number | undefined {
  return error instanceof TooManyRequestsError ? error.retryAfterSeconds : undefined;
}

/** The answer of a vocabulary entry with a fixed message (decision 0043). */
function send(reply: FastifyReply, entry: ErrorEntry & { message: string }): FastifyReply {
  return reply.status(entry.status).send({ errors: entry.message });
}

/**
 * One error handler (STYLE: errors flow one way): typed errors, zod validation errors and database
 * constraint errors become `{ "errors": ... }` with the spec §8 status; no stack trace reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance, supportEmail: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send({ errors: error.errors, ...(error.code ? { code: error.code } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A well-formed path id past the column's range names no record (domain idParamSchema): 404 like any unknown id.
      if (
        error.validationContext === 'params' &&
        error.validation.every((issue) => issue.message === ERRORS.notFound.message)
      ) {
        return send(reply, ERRORS.notFound);
      }
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        fields[path] ??= issue.message || ERRORS.invalid.message;
      }
      return reply.status(ERRORS.invalid.status).send({ errors: fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, method: error.method, url: error.url }, 'response did not match its schema');
      return reply.status(500).send({ errors: messageForStatus(500, supportEmail) ?? ERRORS.invalid.message });
    }
    const failure = databaseFailureOf(error);
    if (failure && failure.kind !== 'query') {
      // spec §8 and STYLE: a lost or refused database is 503, one too slow (cut off by a timeout) 504, both with
      // the maintenance message. One short line by code, never the statement's values or a stack (issue 15).
      request.log.warn({ db: failure }, failure.kind === 'timeout' ? 'database timed out' : 'database unavailable');
      if (failure.kind === 'unavailable') reply.header('retry-after', RETRY_AFTER_SECONDS);
      return send(reply, failure.kind === 'timeout' ? ERRORS.databaseTimedOut : ERRORS.databaseUnavailable);
    }
    const code = pgCode(error);
    if (code === PG_UNIQUE_VIOLATION) return send(reply, ERRORS.recordExists);
    if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_CHECK_VIOLATION) return send(reply, ERRORS.invalid);

    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) keep their status; the message is the
    // catalogue's, except that a body the client sent wrong (not JSON, not parsable) is Invalid, not the
    // catalogue's "problem on our end".
    const message = status === 400 || status === 415 ? ERRORS.invalid.message : messageForStatus(status, supportEmail);
    return reply.status(status).send({ errors: message ?? ERRORS.notSignedIn.message });
  });
}
