// spec §7: GET member/v5/benefit/member-id-card-data/ and GET member/v4/patient/get-id-cards-links/, and the
// card files the links point to (FILES.member.idCardPdf/idCardPng: downloads, never cached).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../../platform/request-origin.js';
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
      async (request, ctx) => ({
        data: await service.cardData(ctx.user.id, originOf(request)),
      }),
    );
    contractRoute(
      app,
      'member.idCardsLinks',
      { summary: 'Links to the ID cards of the caller and each family member' },
      async (_request, ctx) => ({
        data: await service.links(ctx.user.id),
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
        async (request, ctx, reply) => {
          const file = await service.file(ctx.user.id, request.params.id, format, originOf(request));
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
