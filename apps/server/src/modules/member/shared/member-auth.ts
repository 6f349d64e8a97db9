import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../../../http/errors.js';
import { requireAuth, type AuthContext } from '../../auth/index.js';

/**
 * The signed-in member of a route protected by `app.authenticate`. Member routes exist on the member app
 * only (decision 0020), which reads member sessions only; a session of another account type is still a 404
 * here (no member data exists for it, and nothing is revealed), so the rule holds if that ever changes.
 */
export function requireMember(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.user.accountType !== 'member') throw new NotFoundError();
  return auth;
}
