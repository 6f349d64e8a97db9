// Issue 16 item 6: GET dentist/v1/patients/ (decision 0030).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { DentistPatientsService } from './dentist-patients.service.js';

export function dentistPatientsRoutes(service: DentistPatientsService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'dentist.practicePatients',
      { summary: "The practice's patients (seen or checked), searchable by name or member id, latest activity first" },
      async (request, caller) => service.list(caller, request.query),
    );
  };
}
