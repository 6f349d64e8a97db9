// The bank verification's door (issue 27 item 6, decision 0060): a capability both the employer and the dentist
// portals use (DESIGN §2 src/modules/<capability>/), and the verified account a debit (invoices) may use.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import type { Clock } from '../../platform/clock.js';
import { bankAccountsRepository } from './bank-accounts.repository.js';
import { employerBankRoutes, practiceBankRoutes } from './bank-accounts.routes.js';
import { bankAccountsService } from './bank-accounts.service.js';

export { verifiedBankAccountOf, type BankHolder } from './bank-accounts.repository.js';

export interface BankAccountsPluginDeps {
  db: Database;
  clock: Clock;
  /** The payment gateway that sends and confirms the micro-deposits (Stripe when configured, else offline). */
  gateway: PaymentGateway;
}

/** The bank calls of one portal's app: the company admin's, or the practice owner's. */
export function bankAccountsPlugin(
  portal: 'employer' | 'dentist',
  deps: BankAccountsPluginDeps,
): FastifyPluginAsyncZod {
  const service = bankAccountsService({
    repo: bankAccountsRepository(deps.db),
    gateway: deps.gateway,
    clock: deps.clock,
  });
  return portal === 'employer' ? employerBankRoutes(service) : practiceBankRoutes(service);
}
