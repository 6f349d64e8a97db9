// The employer portal's API (issue 27), registered on the employer app only (portal-routes.ts, decision 0020):
// an area of the company's work in each subfolder (decision 0051).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { censusRoutes } from './census/census.routes.js';
import { censusService } from './census/census.service.js';
import { companyRepository } from './company/company.repository.js';
import { companyRoutes } from './company/company.routes.js';
import { companyService } from './company/company.service.js';
import { employeesRepository } from './employees/employees.repository.js';
import { employeesRoutes } from './employees/employees.routes.js';
import { employeesService } from './employees/employees.service.js';

export function employerPlugin(deps: { db: Database; clock: Clock }): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (employer) => {
    await employer.register(companyRoutes(companyService({ repo: companyRepository(db) })));
    await employer.register(employeesRoutes(employeesService({ repo: employeesRepository(db), clock })));
    // The app's secret keys the tax id digest census rows are matched by (decorated on every app, app.ts).
    await employer.register(censusRoutes(censusService({ db, clock, secret: employer.appConfig.secret })));
  };
}
