// Issue 27 item 6 (decision 0060): the bank verification's four calls on each portal, for the caller's own company
// (employer/v1/bank/...) or practice (dentist/v1/practice/bank/..., the owner's). The holder is the guard's scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.js';
import type { BankAccountsService } from './bank-accounts.service.js';

const DOCS = {
  verification: { summary: 'Where the bank verification stands: status, owner’s name, the account’s last 4' },
  addOwner: { summary: 'Adds or replaces the account owner (the person responsible; audited)' },
  addAccount: {
    summary: 'Adds the bank account (replacing the current one): two micro-deposits are sent; idempotent by key',
  },
  verify: { summary: 'Confirms the two micro-deposit amounts; wrong ones use a try (audited)' },
} as const;

/** The company admin's bank calls, for their company. */
export function employerBankRoutes(service: BankAccountsService): FastifyPluginAsyncZod {
  return async (app) => {
    const holderOf = (companyId: number) => ({ kind: 'employer', id: companyId }) as const;
    contractRoute(app, 'employer.bankVerification', DOCS.verification, async (_request, caller) =>
      service.verification(caller, holderOf(caller.scope.companyId)),
    );
    contractRoute(app, 'employer.addBankOwner', DOCS.addOwner, async (request, caller) =>
      service.addOwner(caller, holderOf(caller.scope.companyId), request.body),
    );
    contractRoute(app, 'employer.addBankAccount', DOCS.addAccount, async (request, caller) =>
      service.addAccount(caller, holderOf(caller.scope.companyId), request.body),
    );
    contractRoute(app, 'employer.verifyBankDeposits', DOCS.verify, async (request, caller) =>
      service.verifyDeposits(caller, holderOf(caller.scope.companyId), request.body),
    );
  };
}

/** The practice owner's bank calls, for their practice (payouts wait for it: spec §6). */
export function practiceBankRoutes(service: BankAccountsService): FastifyPluginAsyncZod {
  return async (app) => {
    const holderOf = (practiceId: number) => ({ kind: 'practice', id: practiceId }) as const;
    contractRoute(app, 'dentist.bankVerification', DOCS.verification, async (_request, caller) =>
      service.verification(caller, holderOf(caller.scope.practiceId)),
    );
    contractRoute(app, 'dentist.addBankOwner', DOCS.addOwner, async (request, caller) =>
      service.addOwner(caller, holderOf(caller.scope.practiceId), request.body),
    );
    contractRoute(app, 'dentist.addBankAccount', DOCS.addAccount, async (request, caller) =>
      service.addAccount(caller, holderOf(caller.scope.practiceId), request.body),
    );
    contractRoute(app, 'dentist.verifyBankDeposits', DOCS.verify, async (request, caller) =>
      service.verifyDeposits(caller, holderOf(caller.scope.practiceId), request.body),
    );
  };
}
