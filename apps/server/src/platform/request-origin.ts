import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from './audit.repository.js';

/** The client address (behind TRUST_PROXY, the forwarded one), request id and user agent of a request. */
export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, requestId: request.id, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}
