// Chooses the payment gateway from configuration: Stripe when a secret key is set, else the offline one.
import type { Env } from '../config/env.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import type { PaymentGateway } from './gateway.js';
import { offlineGateway, type OfflineGateway } from './offline-gateway.js';
import { stripeGateway } from './stripe-gateway.js';

export function createGateway(env: Env, db: Database, clock: Clock): PaymentGateway {
  if (env.STRIPE_SECRET_KEY)
    return stripeGateway(db, { secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  return offlineGateway(db, clock);
}

/** The offline gateway when it is the one in use (its tokenizing endpoint answers 404 otherwise). */
export function asOffline(gateway: PaymentGateway): OfflineGateway | null {
  return gateway.name === 'offline' ? (gateway as OfflineGateway) : null;
}
