// Fastify answers a URL it cannot route (bad percent-encoding, a path parameter past its length) before any
// hook or error handler runs, with its own body naming its error code and echoing the URL. Issue 15 item 5
// (the request fuzz found it): those answers get the spec's `{ "errors": ... }` body like every other 4xx.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MSG_INVALID } from '@dental/domain';

/** Fastify's `frameworkErrors` option: a malformed URL is 400 'Invalid', a too-long path piece 414. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.code(status).header('x-request-id', request.id).send({ errors: MSG_INVALID });
}
