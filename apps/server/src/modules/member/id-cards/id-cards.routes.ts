// spec §7: GET member/v5/benefit/member-id-card-data/ and GET member/v4/patient/get-id-cards-links/, and the
// card files the links point to (ID_CARD_FILE_PATHS: PDF and PNG, downloads, never cached).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, ID_CARD_FILE_PATHS, idParamsSchema } from '@dental/domain';
import { requireMember } from '../shared/member-auth.js';
import { originOf } from '../../../platform/request-origin.js';
import { memberRoute } from '../shared/member-route.js';
import type { CardFormat, IdCardsService } from './id-cards.service.js';

const CONTENT_TYPES: Record<CardFormat, string> = { pdf: 'application/pdf', png: 'image/png' };

export function idCardsRoutes(service: IdCardsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      memberRoute('memberIdCardData'),
      { onRequest: app.authenticate, schema: { tags: ['member'], summary: "What the caller's ID card prints", response: { 200: ENDPOINTS.memberIdCardData.response } } },
      async (request) => ({ data: await service.cardData(requireMember(request).user.id, originOf(request)) }),
    );
    app.get(
      memberRoute('idCardsLinks'),
      { onRequest: app.authenticate, schema: { tags: ['member'], summary: "Links to the ID cards of the caller and each family member", response: { 200: ENDPOINTS.idCardsLinks.response } } },
      async (request) => ({ data: await service.links(requireMember(request).user.id) }),
    );
    for (const format of ['pdf', 'png'] as const) {
      app.get(
        `/${ID_CARD_FILE_PATHS[format]}`,
        {
          onRequest: app.authenticate,
          schema: {
            tags: ['member'],
            summary: `An ID-1 ID card (85.60 x 53.98 mm) of a person of the caller's household, as ${format.toUpperCase()}`,
            description: 'Any id outside the household: 404.',
            params: idParamsSchema,
          },
        },
        async (request, reply) => {
          const file = await service.file(requireMember(request).user.id, request.params.id, format, originOf(request));
          return reply
            .header('content-type', CONTENT_TYPES[format])
            .header('content-disposition', `attachment; filename="${file.filename}"`)
            .header('cache-control', 'no-store')
            .send(Buffer.from(file.body));
        },
      );
    }
  };
}
