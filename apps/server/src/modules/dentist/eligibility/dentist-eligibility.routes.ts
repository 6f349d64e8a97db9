// Issue 16 item 3: GET dentist/v1/eligibility/ and dentist/v1/eligibility/benefit-search/ (decision 0027).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PatientKeys } from '@dental/domain';
import { contractRoute, fileRoute } from '../../../http/contract-route.js';
import { sendFile } from '../../../http/send-file.js';
import type { DentistEligibilityService } from './dentist-eligibility.service.js';

export function dentistEligibilityRoutes(service: DentistEligibilityService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'dentist.eligibility',
      { summary: "The patients matching a member id or last name and a date of birth, with today's coverage" },
      async (request, caller) => ({
        data: await service.eligibility(caller, request.query),
      }),
    );
    fileRoute(
      app,
      'dentist.eligibilityPdf',
      {
        summary: "One patient's eligibility card as a one-page PDF, found by member id and date of birth",
        description:
          'Counted, audited and refused at the limits as the eligibility look-up (it is one); no match: 404.',
      },
      async (request, caller, reply) =>
        sendFile(reply, await service.eligibilityPdf(caller, request.query as PatientKeys)),
    );
    contractRoute(
      app,
      'dentist.benefitSearch',
      { summary: 'Up to 10 procedures priced for the matching patient at this practice today' },
      async (request, caller) => ({
        data: await service.benefitSearch(caller, request.query),
      }),
    );
  };
}
