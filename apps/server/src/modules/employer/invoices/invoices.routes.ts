// Issue 27 item 6 (decision 0061): GET employer/v1/invoices/ (the history), GET .../invoices/:id/ (one with its
// lines), GET .../invoices/:id/invoice.pdf and POST .../invoices/:id/payments/ (pay by bank debit, once per key).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, fileRoute } from '../../../http/contract-route.js';
import { sendFile } from '../../../http/send-file.js';
import type { InvoicesService } from './invoices.service.js';

export function invoicesRoutes(service: InvoicesService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'employer.invoices',
      {
        summary: "The company's monthly invoices, newest month first (after its bank is verified)",
        description: 'Before the bank is verified: 409 with the spec §6 sentence.',
      },
      async (request, caller) => service.list(caller, request.query),
    );
    contractRoute(
      app,
      'employer.invoice',
      {
        summary: 'One invoice with its lines per employee and its payment attempts',
        description: 'Another company’s id: 404.',
      },
      async (request, caller) => service.one(caller, request.params.id),
    );
    fileRoute(
      app,
      'employer.invoicePdf',
      { summary: 'One invoice as a PDF', description: 'Another company’s id: 404.' },
      async (request, caller, reply) => sendFile(reply, await service.pdf(caller, request.params.id)),
    );
    contractRoute(
      app,
      'employer.payInvoice',
      {
        summary: 'Pays the invoice by bank debit through the payment gateway, once per idempotency key',
        description:
          'A refusal: 402 with its message (kept, nothing paid). No answer from the gateway: 502, nothing written.',
      },
      async (request, caller) => service.pay(caller, request.params.id, request.body),
    );
  };
}
