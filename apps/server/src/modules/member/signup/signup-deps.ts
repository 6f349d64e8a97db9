// What sign-up's service and its two helpers (signup-links.ts, signup-background-work.ts) are built from. It lives
// apart from signup.service.ts so the helpers do not import the service that imports them (issue 25 item 9: no
// import cycle).
import type { Mailer } from '../../../mail/mailer.js';
import type { AuditBy, AuditEntry } from '../../../platform/audit.repository.js';
import type { Clock } from '../../../platform/clock.js';
import type { BackgroundTasks } from '../../../platform/background-tasks.js';
import type { MemberCodesRepository } from '../shared/member-codes.repository.js';
import type { SignupRepository } from './signup.repository.js';

/** The repositories, mailer, clock, background tasks, links and audit writer sign-up works with. */
export interface SignupDeps {
  repo: SignupRepository;
  codes: MemberCodesRepository;
  mailer: Mailer;
  clock: Clock;
  tasks: BackgroundTasks;
  publicUrl: string;
  supportEmail: string;
  audit: (by: AuditBy, entry: AuditEntry) => Promise<void>;
}
