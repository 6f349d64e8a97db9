// spec §7: GET member/v5/benefit/member-id-card-data/ and GET member/v4/patient/get-id-cards-links/, and the
// card files the links point to (FILES.member.idCardPdf/idCardPng: downloads, never cached).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, fileRoute } from '../../../http/contract-route.js';
import type { CardFormat, IdCardsService } from './id-cards.service.js';

const CONTENT_TYPES: Record<CardFormat, string> = { pdf: 'application/pdf', png: 'image/png' };
const FILE_NAMES = { pdf: 'member.idCardPdf', png: 'member.idCardPng' } as const;

export function idCardsRoutes(service: IdCardsService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.memberIdCardData',
      { summary: "What the caller's ID card prints" },
      async (_request, caller) => ({
        data: await service.cardData(caller),
      }),
    );
    contractRoute(
      app,
      'member.idCardsLinks',
      { summary: 'Links to the ID cards of the caller and each family member' },
      async (_request, caller) => ({
        data: await service.links(caller),
      }),
    );
    for (const format of ['pdf', 'png'] as const) {
      fileRoute(
        app,
        FILE_NAMES[format],
        {
          summary: `An ID-1 ID card (85.60 x 53.98 mm) of a person of the caller's household, as ${format.toUpperCase()}`,
          description: 'Any id outside the household: 404.',
        },
        async (request, caller, reply) => {
          const file = await service.file(caller, request.params.id, format);
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
