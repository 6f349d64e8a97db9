// Issue 5: GET member/v4/transactions/ (and its practices), member/v4/appointments/{id}/ (and its receipt
// PDF), member/v4/reimbursements/{id}/ (and its documents' files).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { APPOINTMENT_RECEIPT_PDF_PATH, ENDPOINTS, REIMBURSEMENT_DOCUMENT_FILE_PATH, idParamsSchema } from '@dental/domain';
import { originOf } from '../../platform/request-origin.js';
import { requireMember, memberRoute } from '../member/index.js';
import type { FileDownload, ReceiptsService } from './receipts.service.js';

/** A file as a download never cached (it names a patient's care). The name is ours or sanitized on upload. */
function sendFile(reply: FastifyReply, file: FileDownload) {
  const filename = file.filename.replace(/["\\\r\n]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.body));
}

export function receiptsRoutes(service: ReceiptsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      memberRoute('transactions'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "The household's receipts (and estimates by view), newest first, filtered, with the filtered set's totals",
          querystring: ENDPOINTS.transactions.query,
          response: { 200: ENDPOINTS.transactions.response },
        },
      },
      async (request) => service.transactions(requireMember(request).user.id, request.query),
    );
    app.get(
      memberRoute('receiptPractices'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "The practices of the household's visits and estimates, by name (the receipts' practice filter)",
          response: { 200: ENDPOINTS.receiptPractices.response },
        },
      },
      async (request) => ({ data: await service.practices(requireMember(request).user.id) }),
    );
    app.get(
      `/${APPOINTMENT_RECEIPT_PDF_PATH}`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "The itemized receipt of one of the household's appointments, as PDF (for an HSA or FSA claim)",
          description: 'Any id outside the household: 404.',
          params: idParamsSchema,
        },
      },
      async (request, reply) => sendFile(reply, await service.receiptPdf(requireMember(request).user.id, request.params.id, originOf(request))),
    );
    app.get(
      `/${REIMBURSEMENT_DOCUMENT_FILE_PATH}`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "A document attached to one of the household's reimbursements, as uploaded",
          description: 'Any id outside the household: 404.',
          params: idParamsSchema,
        },
      },
      async (request, reply) => sendFile(reply, await service.documentFile(requireMember(request).user.id, request.params.id, originOf(request))),
    );
    app.get(
      memberRoute('appointmentDetails'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "One of the household's appointments with its priced lines (another household's: 404)",
          params: ENDPOINTS.appointmentDetails.params,
          response: { 200: ENDPOINTS.appointmentDetails.response },
        },
      },
      async (request) => ({ data: await service.appointment(requireMember(request).user.id, request.params.id, originOf(request)) }),
    );
    app.get(
      memberRoute('reimbursementDetails'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "One of the household's reimbursements (another household's: 404)",
          params: ENDPOINTS.reimbursementDetails.params,
          response: { 200: ENDPOINTS.reimbursementDetails.response },
        },
      },
      async (request) => ({ data: await service.reimbursement(requireMember(request).user.id, request.params.id, originOf(request)) }),
    );
  };
}
