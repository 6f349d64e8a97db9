// Issue 6: the find-a-dentist calls, wired to their repositories (price check's are in price-check.plugin.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { dentistSearchRepository } from './dentist-search.repository.js';
import { dentistSearchRoutes } from './dentist-search.routes.js';
import { dentistSearchService } from './dentist-search.service.js';
import { practiceDetailsRepository } from './practice-details.repository.js';

export function dentistSearchPlugin(db: Database, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      dentistSearchRoutes(
        dentistSearchService({ repo: dentistSearchRepository(db), practices: practiceDetailsRepository(db), clock }),
      ),
    );
  };
}
