// spec §7: GET member/v5/benefit/member-id-card-data/ and GET member/v4/patient/get-id-cards-links/, and the
// card files the links point to (FILES.member.idCardPdf/idCardPng: downloads, never cached). Issue 27 item 7
// (decision 0059): the household's group ID card, GET member/v4/benefit/group-id-card/ and its two files.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, fileRoute } from '../../../http/contract-route.js';
import { sendFile } from '../../../http/send-file.js';
import type { GroupIdCardService } from './group-id-card.service.js';
import type { CardFormat, IdCardsService } from './id-cards.service.js';

const CONTENT_TYPES: Record<CardFormat, string> = { pdf: 'application/pdf', png: 'image/png' };
const FILE_NAMES = { pdf: 'member.idCardPdf', png: 'member.idCardPng' } as const;
const GROUP_FILE_NAMES = { pdf: 'member.groupIdCardPdf', png: 'member.groupIdCardPng' } as const;

export function idCardsRoutes(service: IdCardsService, group: GroupIdCardService): FastifyPluginAsyncZod {
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
      fileRoute(
        app,
        GROUP_FILE_NAMES[format],
        {
          summary: `The household's group ID card (the employee's, with the dependents covered), as ${format.toUpperCase()}`,
          description: 'A member without an employer benefit: 409.',
        },
        async (_request, caller, reply) => sendFile(reply, await group.file(caller, format)),
      );
    }
    contractRoute(
      app,
      'member.groupIdCard',
      { summary: "What the household's group ID card prints; null without an employer benefit" },
      async (_request, caller) => ({ data: await group.data(caller) }),
    );
  };
}
