// The employer portal's API (issue 27), registered on the employer app only (portal-routes.ts, decision 0020):
// an area of the company's work in each subfolder (decision 0051).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Clock } from '../../platform/clock.js';
import { groupIdCardsRepository, signupInvitations } from '../member/index.js';
import { censusRoutes } from './census/census.routes.js';
import { censusService } from './census/census.service.js';
import { ediRoutes } from './edi/edi.routes.js';
import { ediService } from './edi/edi.service.js';
import { companyRepository } from './company/company.repository.js';
import { companyRoutes } from './company/company.routes.js';
import { companyService } from './company/company.service.js';
import { employeesRepository } from './employees/employees.repository.js';
import { employeesRoutes } from './employees/employees.routes.js';
import { employeesService } from './employees/employees.service.js';
import { employeeWritesRepository } from './employees/employee-writes.repository.js';
import { employeeWritesRoutes } from './employees/employee-writes.routes.js';
import { employeeWritesService } from './employees/employee-writes.service.js';
import { groupIdCardsRoutes } from './id-cards/group-id-cards.routes.js';
import { groupIdCardsService } from './id-cards/group-id-cards.service.js';

export interface EmployerPluginDeps {
  db: Database;
  clock: Clock;
  /** The app's secret (AppConfig.secret): the key of the employees' tax id digests. */
  secret: string;
  /** The apps' mailer (the outbox): the employees' sign-up invitations. */
  mailer: Mailer;
  /** The member portal's address: the invitation's sign-up link opens there. */
  memberPublicUrl: string;
}

export function employerPlugin(deps: EmployerPluginDeps): FastifyPluginAsyncZod {
  const { db, clock, secret, mailer } = deps;
  return async (employer) => {
    const reads = employeesRepository(db);
    const invitations = signupInvitations({ db, clock, publicUrl: deps.memberPublicUrl });
    await employer.register(companyRoutes(companyService({ repo: companyRepository(db) })));
    await employer.register(employeesRoutes(employeesService({ repo: reads, clock })));
    await employer.register(
      employeeWritesRoutes(
        employeeWritesService({ repo: employeeWritesRepository(db), reads, clock, secret, invitations, mailer }),
      ),
    );
    await employer.register(censusRoutes(censusService({ db, clock, secret })));
    await employer.register(ediRoutes(ediService({ db, clock, secret })));
    await employer.register(groupIdCardsRoutes(groupIdCardsService({ db, repo: groupIdCardsRepository(db), clock })));
  };
}
