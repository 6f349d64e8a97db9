// Price check's routes with their service and repositories, registered by the member portal's routes
// (src/portal-routes.ts). Dentist search's plugin registered them until issue 25 item 9: price check uses dentist
// search's SQL, so the two modules imported each other.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readsDatabase, type ReadHandles } from '../../../http/contract-route.js';
import type { Clock } from '../../../platform/clock.js';
import { benefitRepository } from '../../coverage/index.js';
import { priceCheckRepository } from './price-check.repository.js';
import { priceCheckRoutes } from './price-check.routes.js';
import { priceCheckService } from './price-check.service.js';

/** The price check calls of the member portal. */
/** Price check reads where its entry says (the replica's reads: issue 29 item 2). */
export function priceCheckPlugin(handles: ReadHandles, clock: Clock): FastifyPluginAsyncZod {
  const db = readsDatabase(['member.priceCheck'], handles);
  return async (app) => {
    await app.register(
      priceCheckRoutes(priceCheckService({ repo: priceCheckRepository(db), benefits: benefitRepository(db), clock })),
    );
  };
}
