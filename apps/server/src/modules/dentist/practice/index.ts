// The dentist practice module's door (decision 21): portal-routes.ts registers its routes.
import type { Database } from '../../../db/database.js';
import type { Mailer } from '../../../mail/mailer.js';
import type { Clock } from '../../../platform/clock.js';
import { authRepository } from '../../auth/index.js';
import { dentistPracticeRepository } from './dentist-practice.repository.js';
import { dentistPracticeRoutes } from './dentist-practice.routes.js';
import { dentistPracticeService } from './dentist-practice.service.js';
import { practiceStaffRepository } from './practice-staff.repository.js';
import { practiceStaffService } from './practice-staff.service.js';

/** The practice's profile, locations, dentists, staff and lock screen (issue 16 item 2). */
export function dentistPracticePlugin(deps: { db: Database; mailer: Mailer; clock: Clock; publicUrl: string }) {
  return dentistPracticeRoutes(
    dentistPracticeService({ repo: dentistPracticeRepository(deps.db) }),
    practiceStaffService({
      repo: practiceStaffRepository(deps.db),
      mailer: deps.mailer,
      clock: deps.clock,
      publicUrl: deps.publicUrl,
      auth: authRepository(deps.db),
    }),
  );
}
