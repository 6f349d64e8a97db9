// Issue 16 item 4 (decision 0028): the practice's visits under dentist/v1/visits/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, fileRoute } from '../../../http/contract-route.js';
import { sendFile } from '../../../http/send-file.js';
import type { DentistVisitsService } from './dentist-visits.service.js';
import type { VisitCardChargeService } from './visit-card-charge.service.js';
import type { VisitVoidService } from './visit-void.service.js';
import type { VisitReceiptPdfService } from './visit-receipt-pdf.service.js';

export function dentistVisitsRoutes(
  service: DentistVisitsService,
  cardCharges: VisitCardChargeService,
  voids: VisitVoidService,
  printouts: VisitReceiptPdfService,
): FastifyPluginAsyncZod {
  return async (app) => {
    fileRoute(
      app,
      'dentist.visitReceiptPdf',
      {
        summary: "One of the practice's visits as its itemized receipt PDF, one page to hand to the patient",
        description: "Another practice's visit: 404. Audited as a read of the visit.",
      },
      async (request, caller, reply) => sendFile(reply, await printouts.receiptPdf(caller, request.params.id)),
    );
    contractRoute(
      app,
      'dentist.visitPricing',
      { summary: "What the record-visit form prices lines with: the patient's plan, accumulators and the office fees" },
      async (request, caller) => ({
        data: await service.pricing(caller, request.query),
      }),
    );
    contractRoute(
      app,
      'dentist.visitChoices',
      { summary: "The practice's dentists and locations" },
      async (_r, caller) => ({
        data: await service.choices(caller),
      }),
    );
    contractRoute(app, 'dentist.visits', { summary: "The practice's visits, newest first" }, async (request, caller) =>
      service.list(caller, request.query),
    );
    contractRoute(
      app,
      'dentist.recordVisit',
      {
        summary:
          'Records a visit: 201 new; 200 the same idempotency key and details again; 409 the key with other details',
        success: [200, 201],
      },
      async (request, caller, reply) => {
        const { created, visit } = await service.record(caller, request.body);
        return reply.status(created ? 201 : 200).send({ data: visit });
      },
    );
    contractRoute(app, 'dentist.visit', { summary: "One of the practice's visits" }, async (request, caller) => ({
      data: await service.details(caller, request.params.id),
    }));
    contractRoute(
      app,
      'dentist.voidVisit',
      {
        summary:
          'Voids a visit (kept, with who, when and why); its plan share returns to the accumulators and its card payments are refunded once (decision 0048)',
      },
      async (request, caller) => ({
        data: await voids.void(caller, request.params.id, request.body.reason),
      }),
    );
    contractRoute(
      app,
      'dentist.payVisit',
      { summary: "Marks the member's share paid at the office, once (again: the visit as it is)" },
      async (request, caller) => ({
        data: await service.pay(caller, request.params.id, request.body.method),
      }),
    );
    contractRoute(
      app,
      'dentist.visitCards',
      { summary: "The visit's household's saved cards: brand and last four (decision 0033)" },
      async (request, caller) => ({
        data: await cardCharges.cards(caller, request.params.id),
      }),
    );
    contractRoute(
      app,
      'dentist.chargeVisitCard',
      {
        summary:
          "Charges the member's share to a saved card, once: 402 declined (nothing paid); the same key again answers the same outcome",
      },
      async (request, caller) => ({
        data: await cardCharges.charge(caller, request.params.id, request.body),
      }),
    );
  };
}
