// Issue 27 item 3: GET employer/v1/employees/ and GET employer/v1/employees/:id/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { EmployeesService } from './employees.service.js';

export function employeesRoutes(service: EmployeesService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'employer.employees',
      { summary: "The company's employees, by last name: search by name, tax id's last 4 or employee id; filters" },
      async (request, caller) => service.list(caller, request.query),
    );
    contractRoute(
      app,
      'employer.employee',
      { summary: 'One employee of the company with their cover and dependents (another company’s: 404)' },
      async (request, caller) => service.one(caller, request.params.id),
    );
  };
}
