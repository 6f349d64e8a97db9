import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../../../http/errors.js';
import { requireAuth, type AuthContext } from '../../auth/index.js';

/**
 * The signed-in member of a route protected by `app.authenticate`. Only the member app reads member
 * sessions, but another portal's app admits its own sessions: those get 404 here (no member data exists
 * for them, and nothing is revealed).
 */
export function requireMember(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.user.accountType !== 'member') throw new NotFoundError();
  return auth;
}
