// Issue 27 item 5 (decision 0057): an EDI company's 834 file checked (POST employer/v1/edi/834/check/, nothing
// saved) and applied (POST employer/v1/edi/834/), and the 999 of an applied file (GET
// employer/v1/edi/acknowledgements/:id/999.x12). The upload (multipart, X12 by content) is the platform's
// (http/upload-route.ts, decision 0052); the rules and the writes are the service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoute } from '../../../http/contract-route.js';
import { sendFile } from '../../../http/send-file.js';
import { uploadRoute } from '../../../http/upload-route.js';
import type { EdiService } from './edi.service.js';

/** The 834's check and apply, and the 999 download. */
export function ediRoutes(service: EdiService): FastifyPluginAsyncZod {
  return async (app) => {
    uploadRoute(
      app,
      'employer.edi834Check',
      { summary: 'Checks an 834 file against the company’s employees, nothing saved: each member loop’s outcome' },
      ({ stream }, caller) => service.check(caller, stream),
    );
    uploadRoute(
      app,
      'employer.edi834Apply',
      {
        summary: 'Applies an 834 file in one transaction, whole or not at all, and stores its 999 acknowledgement',
      },
      ({ stream }, caller) => service.apply(caller, stream),
    );
    fileRoute(
      app,
      'employer.ediAcknowledgement',
      {
        summary: 'The 999 acknowledgement of an 834 file the company applied, as X12',
        description: 'Another company’s id: 404.',
      },
      async (request, caller, reply) => sendFile(reply, await service.acknowledgement999(caller, request.params.id)),
    );
  };
}
