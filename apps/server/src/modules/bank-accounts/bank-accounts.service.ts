// Issue 27 item 6 (decision 0060): one bank verification for a company or a practice. spec §4's order, with the
// transitions decided here: owner not added -(owner)-> account not added -(account: two micro-deposits sent)->
// verification pending -(the two amounts)-> verified. A wrong pair uses one of BANK_VERIFY_ATTEMPTS tries; the
// last one removes the account (back to account not added). A new account replaces the current one, verified or
// not (back to verification pending). Changing the owner keeps the account and its status. Every write locks the
// holder's row, is audited, and answers the verification as it now stands.
import {
  BANK_VERIFY_ATTEMPTS,
  ERRORS,
  type BankAccountRequest,
  type BankAccountType,
  type BankDeposits,
  type BankOwner,
  type BankStatus,
  type BankVerificationRecord,
} from '@dental/domain';
import { NotFoundError, appError } from '../../http/errors.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import { AUDIT_ACTIONS, type AuditBy, type AuditEntry } from '../../platform/audit.repository.js';
import type { Caller } from '../../platform/caller.js';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/transaction.js';
import type { BankAccountRow, BankAccountsRepository, BankHolder, BankOwnerRow } from './bank-accounts.repository.js';

/** spec §4: where a holder stands, from what it has. */
export function bankStatusOf(owner: BankOwnerRow | null, account: BankAccountRow | null): BankStatus {
  if (!owner) return 'owner not added';
  if (!account) return 'account not added';
  return account.state === 'verified' ? 'verified' : 'verification pending';
}

function recordOf(owner: BankOwnerRow | null, account: BankAccountRow | null): BankVerificationRecord {
  return {
    status: bankStatusOf(owner, account),
    owner: owner ? { first_name: owner.firstName, last_name: owner.lastName } : null,
    account: account
      ? {
          last4: account.accountLast4,
          account_type: account.accountType as BankAccountType,
          verified: account.state === 'verified',
          attempts_left: Math.max(0, BANK_VERIFY_ATTEMPTS - account.failedAttempts),
        }
      : null,
  };
}

/** The outcome of a pair of amounts tried, decided in the transaction and answered after it commits. */
type DepositsOutcome = { kind: 'verified' } | { kind: 'wrong'; left: number } | { kind: 'removed' };

export interface BankAccountsDeps {
  repo: BankAccountsRepository;
  gateway: PaymentGateway;
  clock: Clock;
}

export function bankAccountsService({ repo, gateway, clock }: BankAccountsDeps) {
  const subject = (holder: BankHolder) => ({ subjectType: holder.kind, subjectId: holder.id }) as const;
  const audit = (tx: DbOrTx, by: AuditBy, holder: BankHolder, entry: Omit<AuditEntry, 'subjectType' | 'subjectId'>) =>
    repo.audit(tx, by, { ...entry, ...subject(holder) });

  /** The verification as it stands inside the transaction, its status written when it changed. */
  async function settle(tx: DbOrTx, holder: BankHolder, before: BankStatus): Promise<BankVerificationRecord> {
    const record = recordOf(await repo.owner(tx, holder), await repo.currentAccount(tx, holder));
    if (record.status !== before) await repo.setStatus(tx, holder, record.status);
    return record;
  }

  /** A gateway call; one that throws (a timeout, an outage) is a 502 and the transaction rolls back. */
  async function atGateway<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch {
      throw appError(ERRORS.bankGatewayUnavailable);
    }
  }

  /** Runs a write with the holder's row locked (another holder's or a missing one: 404). */
  function locked<T>(holder: BankHolder, work: (tx: DbOrTx, held: { name: string; status: BankStatus }) => Promise<T>) {
    return repo.transaction(async (tx) => {
      const held = await repo.lockHolder(tx, holder);
      if (!held) throw new NotFoundError();
      return work(tx, held);
    });
  }

  return {
    /** GET .../bank/: the status, the owner's name and the account's last 4 (the owner's read audited). */
    async verification(caller: Caller, holder: BankHolder): Promise<{ data: BankVerificationRecord }> {
      return {
        data: await repo.transaction(async (tx) => {
          const owner = await repo.owner(tx, holder);
          if (owner) await audit(tx, caller, holder, { action: AUDIT_ACTIONS.bankOwnerRead, outcome: 'success' });
          return recordOf(owner, await repo.currentAccount(tx, holder));
        }),
      };
    },

    /** POST .../bank/owner/: adds the owner or replaces them; the account and its status stay. */
    async addOwner(caller: Caller, holder: BankHolder, owner: BankOwner): Promise<{ data: BankVerificationRecord }> {
      const data = await locked(holder, async (tx, held) => {
        const replaced = (await repo.owner(tx, holder)) !== null;
        await repo.saveOwner(
          tx,
          holder,
          {
            firstName: owner.first_name,
            lastName: owner.last_name,
            dateOfBirth: owner.date_of_birth,
            addressLine1: owner.address_line_1,
            addressLine2: owner.address_line_2 ?? null,
            city: owner.city,
            state: owner.state,
            zip: owner.zip,
            ssnLast4: owner.ssn_last4,
          },
          clock(),
        );
        await audit(tx, caller, holder, {
          action: AUDIT_ACTIONS.bankOwnerAdd,
          outcome: 'success',
          details: { replaced },
        });
        return settle(tx, holder, held.status);
      });
      return { data };
    },

    /**
     * POST .../bank/account/: the gateway adds the account and sends its two deposits; the current account (if
     * any) is replaced. The same key again answers as it stands and sends nothing. A refusal changes nothing.
     */
    async addAccount(
      caller: Caller,
      holder: BankHolder,
      body: BankAccountRequest,
    ): Promise<{ data: BankVerificationRecord }> {
      const data = await locked(holder, async (tx, held) => {
        const known = await repo.accountByKey(tx, body.idempotency_key);
        if (known) {
          const mine = holder.kind === 'employer' ? known.employerId === holder.id : known.practiceId === holder.id;
          if (!mine) throw appError(ERRORS.recordExists);
          return settle(tx, holder, held.status);
        }
        if (!(await repo.owner(tx, holder))) throw appError(ERRORS.bankOwnerFirst);
        const knownCustomerReference = await repo.knownCustomer(tx, holder, gateway.name);
        const result = await atGateway(() =>
          gateway.setUpBankAccount(
            {
              holderKey: `${holder.kind}-${holder.id}`,
              holderName: held.name,
              knownCustomerReference,
              routingNumber: body.routing_number,
              accountNumber: body.account_number,
              accountType: body.account_type,
              idempotencyKey: body.idempotency_key,
              acceptedFrom: { ip: caller.origin.ip, userAgent: caller.origin.userAgent },
            },
            tx,
          ),
        );
        if (!result.ok) throw appError(ERRORS.bankAccountRefused, result.message);
        const now = clock();
        const replaced = await repo.removeCurrent(tx, holder, now);
        await repo.insertAccount(tx, holder, {
          gateway: gateway.name,
          paymentMethodReference: result.paymentMethodReference,
          verificationReference: result.verificationReference,
          customerReference: result.customerReference,
          accountLast4: result.last4,
          accountType: body.account_type,
          idempotencyKey: body.idempotency_key,
          createdAt: now,
        });
        await audit(tx, caller, holder, {
          action: AUDIT_ACTIONS.bankAccountAdd,
          outcome: 'success',
          details: { gateway: gateway.name, replaced: replaced?.state ?? null },
        });
        return settle(tx, holder, held.status);
      });
      return { data };
    },

    /**
     * POST .../bank/account/verify/: the two amounts (either order). Right: verified. Wrong: a try used (counted
     * and audited, answered with the tries left); the last one removes the account. A verified account answers
     * as it stands (a retried confirmation); none waiting is a 409.
     */
    async verifyDeposits(
      caller: Caller,
      holder: BankHolder,
      body: BankDeposits,
    ): Promise<{ data: BankVerificationRecord }> {
      const { outcome, data } = await locked(holder, async (tx, held) => {
        const account = await repo.currentAccount(tx, holder);
        if (account?.state === 'verified') return { outcome: null, data: await settle(tx, holder, held.status) };
        if (!account) throw appError(ERRORS.noDepositsPending);
        const typed = [body.first_deposit, body.second_deposit] as const;
        const result = await atGateway(() => gateway.verifyMicroDeposits(account.verificationReference, typed, tx));
        let outcome: DepositsOutcome;
        if (result.ok) {
          await repo.markVerified(tx, account.id, clock());
          outcome = { kind: 'verified' };
        } else {
          const tries = await repo.countWrongTry(tx, account.id);
          if (tries >= BANK_VERIFY_ATTEMPTS) await repo.removeCurrent(tx, holder, clock());
          outcome =
            tries >= BANK_VERIFY_ATTEMPTS ? { kind: 'removed' } : { kind: 'wrong', left: BANK_VERIFY_ATTEMPTS - tries };
        }
        await audit(tx, caller, holder, {
          action: AUDIT_ACTIONS.bankDepositsVerify,
          outcome: result.ok ? 'success' : 'failure',
          details: { tries: account.failedAttempts + (result.ok ? 0 : 1), removed: outcome.kind === 'removed' },
        });
        return { outcome, data: await settle(tx, holder, held.status) };
      });
      // Thrown after the commit: the wrong try stays counted (and the account removed after the last one).
      if (outcome?.kind === 'wrong') throw appError(ERRORS.depositsDoNotMatch, outcome.left);
      if (outcome?.kind === 'removed') throw appError(ERRORS.depositAttemptsUsed);
      return { data };
    },
  };
}
export type BankAccountsService = ReturnType<typeof bankAccountsService>;
