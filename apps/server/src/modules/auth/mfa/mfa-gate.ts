// After a right password: does this account need a second step, and which (decision 0025)? An enrolled
// factor asks for a code; a user for whom MFA is required and who has none is sent to set one up, and gets
// no session until then. Either way a short-lived, single-use challenge bound to the user and the portal.
import { randomUUID } from 'node:crypto';
import { mfaPolicy, type MfaPolicy, type MfaPracticeRole, type Portal } from '@dental/domain';
import type { AuthUser } from '../auth.repository.js';
import type { SecondStepGate } from '../auth.service.js';
import type { MfaRepository } from './mfa.repository.js';
import type { MfaSecrets } from './mfa-secrets.js';

/** How long a password stays good for its second step. */
export const CHALLENGE_MINUTES = 5;
/** Challenges expired this long ago are deleted now and then. */
const CHALLENGE_RETENTION_MS = 24 * 3_600_000;
const CLEANUP_PROBABILITY = 0.02;

/** A practice user's role, for the policy (read from practice_users at sign-in). */
export type PracticeRoleOf = (userId: number) => Promise<MfaPracticeRole | null>;

export interface MfaGateDeps {
  portal: Portal;
  repo: MfaRepository;
  secrets: MfaSecrets;
  practiceRoleOf?: PracticeRoleOf;
}

export function mfaGate({ portal, repo, secrets, practiceRoleOf = async () => null }: MfaGateDeps) {
  async function policyOf(user: Pick<AuthUser, 'id' | 'accountType'>): Promise<MfaPolicy> {
    return mfaPolicy({ accountType: user.accountType, practiceRole: await practiceRoleOf(user.id) });
  }

  const gate: SecondStepGate & { policyOf: typeof policyOf } = {
    policyOf,
    async secondStepFor(user, now) {
      const factor = await repo.findFactor(user.id);
      const purpose = factor?.enabledAt ? 'verify' : (await policyOf(user)) === 'required' ? 'enrol' : null;
      if (!purpose) return null;
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
      await repo.createChallenge({ id, userId: user.id, portal, purpose, now, expiresAt });
      if (Math.random() < CLEANUP_PROBABILITY)
        await repo.deleteChallengesBefore(new Date(now.getTime() - CHALLENGE_RETENTION_MS));
      return { secondStep: purpose, challengeCookie: secrets.signChallenge(portal, id), issuedAt: now, expiresAt };
    },
  };
  return gate;
}

export type MfaGate = ReturnType<typeof mfaGate>;
