// Issue 5: GET member/v4/transactions/ (and its practices), member/v4/appointments/{id}/ (and its receipt
// PDF), member/v4/reimbursements/{id}/ (and its documents' files).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, fileRoute } from '../../../http/contract-route.js';
import { sendFile } from '../../../http/send-file.js';
import type { ReceiptsService } from './receipts.service.js';

export function receiptsRoutes(service: ReceiptsService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.transactions',
      {
        summary:
          "The household's receipts (and estimates by view), newest first, filtered, with the filtered set's totals",
      },
      async (request, caller) => service.transactions(caller, request.query),
    );
    contractRoute(
      app,
      'member.receiptPractices',
      { summary: "The practices of the household's visits and estimates, by name (the receipts' practice filter)" },
      async (_request, caller) => ({
        data: await service.practices(caller),
      }),
    );
    fileRoute(
      app,
      'member.appointmentReceiptPdf',
      {
        summary: "The itemized receipt of one of the household's appointments, as PDF (for an HSA or FSA claim)",
        description: 'Any id outside the household: 404.',
      },
      async (request, caller, reply) => sendFile(reply, await service.receiptPdf(caller, request.params.id)),
    );
    fileRoute(
      app,
      'member.reimbursementDocumentFile',
      {
        summary: "A document attached to one of the household's reimbursements, as uploaded",
        description: 'Any id outside the household: 404.',
      },
      async (request, caller, reply) => sendFile(reply, await service.documentFile(caller, request.params.id)),
    );
    contractRoute(
      app,
      'member.appointmentDetails',
      { summary: "One of the household's appointments with its priced lines (another household's: 404)" },
      async (request, caller) => ({
        data: await service.appointment(caller, request.params.id),
      }),
    );
    contractRoute(
      app,
      'member.reimbursementDetails',
      { summary: "One of the household's reimbursements (another household's: 404)" },
      async (request, caller) => ({
        data: await service.reimbursement(caller, request.params.id),
      }),
    );
  };
}
