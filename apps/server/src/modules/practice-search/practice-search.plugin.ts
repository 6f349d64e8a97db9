// Issue 6: the find-a-dentist calls, wired to their repositories (price check's are in price-check.plugin.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { practiceSearchRepository } from './practice-search.repository.js';
import { practiceSearchRoutes } from './practice-search.routes.js';
import { practiceSearchService } from './practice-search.service.js';
import { practiceDetailsRepository } from './practice-details.repository.js';

export function practiceSearchPlugin(db: Database, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      practiceSearchRoutes(
        practiceSearchService({ repo: practiceSearchRepository(db), practices: practiceDetailsRepository(db), clock }),
      ),
    );
  };
}
