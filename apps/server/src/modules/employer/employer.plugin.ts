// The employer portal's API (issue 27), registered on the employer app only (portal-routes.ts, decision 0020):
// an area of the company's work in each subfolder (decision 0051).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Clock } from '../../platform/clock.js';
import type { PaymentGateway } from '../../payments/gateway.js';
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
import { companyUsersRepository } from './company-users/company-users.repository.js';
import { companyUsersRoutes } from './company-users/company-users.routes.js';
import { companyUsersService } from './company-users/company-users.service.js';
import { planRepository } from './plan/plan.repository.js';
import { planRoutes } from './plan/plan.routes.js';
import { planService } from './plan/plan.service.js';
import { invoicesRepository } from './invoices/invoices.repository.js';
import { invoicesRoutes } from './invoices/invoices.routes.js';
import { invoicesService } from './invoices/invoices.service.js';

export interface EmployerPluginDeps {
  db: Database;
  clock: Clock;
  /** The app's secret (AppConfig.secret): the key of the employees' tax id digests. */
  secret: string;
  /** The apps' mailer (the outbox): the employees' sign-up invitations. */
  mailer: Mailer;
  /** The member portal's address: the invitation's sign-up link opens there. */
  memberPublicUrl: string;
  /** Sends at once: an HR user's invitation whose address the mail server refuses writes nothing (decision 0058). */
  inviteMailer: Mailer;
  /** The employer portal's address: an HR user's invitation link opens its /accept-invite. */
  publicUrl: string;
  /** The gateway the invoices are paid through by bank debit (Stripe when configured, else offline). */
  gateway: PaymentGateway;
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
    await employer.register(planRoutes(planService({ repo: planRepository(db), clock })));
    await employer.register(
      companyUsersRoutes(
        companyUsersService({
          repo: companyUsersRepository(db),
          mailer: deps.inviteMailer,
          clock,
          publicUrl: deps.publicUrl,
        }),
      ),
    );
    await employer.register(
      invoicesRoutes(invoicesService({ repo: invoicesRepository(db), gateway: deps.gateway, clock })),
    );
  };
}
