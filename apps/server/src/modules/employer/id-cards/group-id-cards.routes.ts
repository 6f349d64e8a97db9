// Issue 27 item 7 (decision 0059): GET employer/v1/employees/:id/group-id-card.pdf and .png (one employee's group
// ID card) and GET employer/v1/employees/group-id-cards.pdf (every active employee's): downloads, never cached.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoute } from '../../../http/contract-route.js';
import { sendFile } from '../../../http/send-file.js';
import type { GroupIdCardsService } from './group-id-cards.service.js';

const FILE_NAMES = { pdf: 'employer.groupIdCardPdf', png: 'employer.groupIdCardPng' } as const;

export function groupIdCardsRoutes(service: GroupIdCardsService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const format of ['pdf', 'png'] as const) {
      fileRoute(
        app,
        FILE_NAMES[format],
        {
          summary: `An employee's group ID card (ID-1, 85.60 x 53.98 mm) as ${format.toUpperCase()}`,
          description: 'Another company’s employee: 404. An employee whose cover has ended: 409.',
        },
        async (request, caller, reply) => sendFile(reply, await service.one(caller, request.params.id, format)),
      );
    }
    fileRoute(
      app,
      'employer.allGroupIdCardsPdf',
      {
        summary: 'The group ID card of every employee whose cover is in force, eight to a Letter page, as PDF',
        description: 'In the employees list’s order. No employee covered today: 409.',
      },
      async (_request, caller, reply) => sendFile(reply, await service.all(caller)),
    );
  };
}
