// Issue 6: the find-a-dentist calls, wired to their repositories (price check's are in price-check.plugin.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readsDatabase, type ReadHandles } from '../../http/contract-route.js';
import type { Clock } from '../../platform/clock.js';
import { practiceSearchRepository } from './practice-search.repository.js';
import { practiceSearchRoutes } from './practice-search.routes.js';
import { practiceSearchService } from './practice-search.service.js';
import { practiceDetailsRepository } from './practice-details.repository.js';

/** The search and a practice's details read where their entries say (the replica's reads: issue 29 item 2). */
export function practiceSearchPlugin(handles: ReadHandles, clock: Clock): FastifyPluginAsyncZod {
  const db = readsDatabase(['member.dentistSearch', 'member.publicDentistSearch', 'member.practiceDetails'], handles);
  return async (app) => {
    await app.register(
      practiceSearchRoutes(
        practiceSearchService({ repo: practiceSearchRepository(db), practices: practiceDetailsRepository(db), clock }),
      ),
    );
  };
}
