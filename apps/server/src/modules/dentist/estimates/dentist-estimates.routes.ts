// Issue 16 item 5 (decision 0032): the practice's estimates under dentist/v1/estimates/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, fileRoute } from '../../../http/contract-route.js';
import { sendFile } from '../../../http/send-file.js';
import type { DentistEstimatesService } from './dentist-estimates.service.js';

export function dentistEstimatesRoutes(service: DentistEstimatesService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'dentist.practiceEstimates',
      { summary: "The practice's estimates, newest first, by status and patient" },
      async (request, caller) => service.list(caller, request.query),
    );
    contractRoute(
      app,
      'dentist.createEstimate',
      {
        summary:
          'Makes a draft estimate: 201 new; 200 the same idempotency key and details again; 409 the key with other details',
        success: [200, 201],
      },
      async (request, caller, reply) => {
        const { created, estimate } = await service.create(caller, request.body);
        return reply.status(created ? 201 : 200).send({ data: estimate });
      },
    );
    contractRoute(
      app,
      'dentist.practiceEstimate',
      { summary: "One of the practice's estimates" },
      async (request, caller) => ({
        data: await service.details(caller, request.params.id),
      }),
    );
    fileRoute(
      app,
      'dentist.estimatePdf',
      {
        summary: "One of the practice's estimates as a one-page PDF to hand to the patient (not a guarantee)",
        description: "Another practice's estimate: 404. Audited as a read of the estimate.",
      },
      async (request, caller, reply) => sendFile(reply, await service.estimatePdf(caller, request.params.id)),
    );
    contractRoute(
      app,
      'dentist.sendEstimate',
      { summary: "Sends a draft estimate: the household's member users see it and are notified (again: as it is)" },
      async (request, caller) => ({
        data: await service.send(caller, request.params.id),
      }),
    );
    contractRoute(
      app,
      'dentist.voidEstimate',
      { summary: 'Voids a draft or sent estimate (kept, with who, when and why)' },
      async (request, caller) => ({
        data: await service.void(caller, request.params.id, request.body.reason),
      }),
    );
    contractRoute(
      app,
      'dentist.recordEstimateVisit',
      { summary: 'Records an accepted estimate as a visit (one transaction, idempotent by the form key)' },
      async (request, caller) => ({
        data: await service.recordVisit(caller, request.params.id, request.body),
      }),
    );
  };
}
