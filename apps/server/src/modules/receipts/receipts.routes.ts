// Issue 5: GET member/v4/transactions/, member/v4/appointments/{id}/ and member/v4/reimbursements/{id}/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dental/domain';
import { originOf } from '../auth/request-origin.js';
import { requireMember } from '../member/shared/member-auth.js';
import { memberRoute } from '../member/shared/member-route.js';
import type { ReceiptsService } from './receipts.service.js';

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
