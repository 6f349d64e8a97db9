// Issue 27 item 3: the company admin's enrolment writes (employer-endpoints.ts): an employee added with their
// dependents, changed, ended and reinstated, invited again; a dependent added, changed and ended. Each answers
// the employee as they now stand.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { EmployeeWritesService } from './employee-writes.service.js';

export function employeeWritesRoutes(service: EmployeeWritesService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'employer.createEmployee',
      {
        summary: 'Enrols an employee with their dependents, from the first of the month on or after the hire date',
        success: [201],
      },
      async (request, caller, reply) => reply.status(201).send(await service.create(caller, request.body)),
    );
    contractRoute(
      app,
      'employer.updateEmployee',
      { summary: 'Changes an employee; the SSN or ITIN only when sent' },
      async (request, caller) => service.update(caller, request.params.id, request.body),
    );
    contractRoute(
      app,
      'employer.endEmployeeBenefit',
      { summary: "Ends an employee's benefit and their dependents' on the end date" },
      async (request, caller) => service.endBenefit(caller, request.params.id, request.body.end_date),
    );
    contractRoute(
      app,
      'employer.reinstateEmployee',
      { summary: "Reinstates an ended benefit (and the dependents' ended with it) within 30 days of its end" },
      async (request, caller) => service.reinstate(caller, request.params.id),
    );
    contractRoute(
      app,
      'employer.resendInvitation',
      { summary: "Mails the employee the member portal's sign-up invitation again" },
      async (request, caller) => service.resendInvitation(caller, request.params.id),
    );
    contractRoute(
      app,
      'employer.addDependent',
      { summary: "Adds a dependent to an employee's cover (one spouse at most)" },
      async (request, caller) => service.addDependent(caller, request.params.id, request.body),
    );
    contractRoute(
      app,
      'employer.updateDependent',
      { summary: "Changes an employee's dependent" },
      async (request, caller) =>
        service.updateDependent(caller, request.params.id, request.params.dependent_id, request.body),
    );
    contractRoute(
      app,
      'employer.endDependentBenefit',
      { summary: "Ends a dependent's benefit on the end date" },
      async (request, caller) =>
        service.endDependentBenefit(caller, request.params.id, request.params.dependent_id, request.body.end_date),
    );
  };
}
