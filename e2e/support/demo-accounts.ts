// The demo sign-ins the server loads into an empty database outside prod (apps/server seed).
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../apps/server/src/seed/demo-accounts.ts';
import type { Portal } from './portals.ts';

export { DEMO_PASSWORD };

/** One demo account per portal. */
export const DEMO_ACCOUNT: Record<Portal, string> = {
  member: DEMO_EMAILS.member,
  dentist: DEMO_EMAILS.dentist,
  employer: DEMO_EMAILS.employer,
  admin: DEMO_EMAILS.admin,
};
