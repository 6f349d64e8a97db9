// Issue 6: the find-a-dentist and price-check calls, wired to their repositories (one line in portal-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { dentistSearchRepository } from './dentist-search.repository.js';
import { dentistSearchRoutes } from './dentist-search.routes.js';
import { dentistSearchService } from './dentist-search.service.js';
import { practiceDetailsRepository } from './practice-details.repository.js';
import { benefitRepository } from '../coverage/index.js';
import { priceCheckRepository, priceCheckRoutes, priceCheckService } from '../price-check/index.js';

export function dentistSearchPlugin(db: Database, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      dentistSearchRoutes(
        dentistSearchService({ repo: dentistSearchRepository(db), practices: practiceDetailsRepository(db), clock }),
      ),
    );
    await app.register(
      priceCheckRoutes(priceCheckService({ repo: priceCheckRepository(db), benefits: benefitRepository(db), clock })),
    );
  };
}
