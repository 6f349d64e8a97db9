// Issue 27 item 6 (decision 0060): the offline gateway's US bank accounts. It stands in for a processor: an
// account is refused when its routing number fails the ABA check digit (as a real processor refuses an unknown
// bank), and otherwise gets two micro-deposits of known amounts (OFFLINE_MICRO_DEPOSITS_CENTS, Stripe's own test
// amounts), recorded in its table; the numbers are used here and dropped, only the last 4 digits kept.
import { randomBytes } from 'node:crypto';
import { OFFLINE_MICRO_DEPOSITS_CENTS, depositsMatch } from '@dental/domain';
import type { Clock } from '../platform/clock.js';
import type { DbOrTx } from '../platform/transaction.js';
import type { BankAccountSetupRequest, BankAccountSetupResult, MicroDepositResult } from './gateway.js';
import {
  markOfflineBankAccountVerified,
  offlineBankAccount,
  storeOfflineBankAccountOnce,
} from './offline-bank-accounts.repository.js';

/** The offline processor's refusal of a routing number that is no bank's. */
export const OFFLINE_ROUTING_REFUSED = 'The routing number is not a US bank’s: please check it';
/** The offline processor's answer to amounts that are not the deposits sent, or to an unknown account. */
export const OFFLINE_DEPOSITS_REFUSED = 'The amounts do not match the deposits';

/** The ABA routing number check digit: 3, 7 and 1 times the digits in turn sum to a multiple of 10. */
export function isAbaRoutingNumber(routing: string): boolean {
  if (!/^[0-9]{9}$/.test(routing)) return false;
  const weights = [3, 7, 1];
  const sum = [...routing].reduce((total, digit, index) => total + Number(digit) * weights[index % 3]!, 0);
  return sum % 10 === 0;
}

/** The two bank-account methods of the offline gateway. */
export function offlineBankAccountMethods(clock: Clock) {
  return {
    async setUpBankAccount(request: BankAccountSetupRequest, tx: DbOrTx): Promise<BankAccountSetupResult> {
      if (!isAbaRoutingNumber(request.routingNumber)) return { ok: false, message: OFFLINE_ROUTING_REFUSED };
      const [first, second] = OFFLINE_MICRO_DEPOSITS_CENTS;
      const account = await storeOfflineBankAccountOnce(tx, {
        id: `ba_off_${randomBytes(12).toString('hex')}`,
        idempotencyKey: request.idempotencyKey,
        accountLast4: request.accountNumber.slice(-4),
        firstDepositCents: first,
        secondDepositCents: second,
        createdAt: clock(),
      });
      return {
        ok: true,
        paymentMethodReference: account.id,
        verificationReference: account.id,
        customerReference: null,
        last4: account.accountLast4,
      };
    },

    async verifyMicroDeposits(
      verificationReference: string,
      amountsCents: readonly [number, number],
      tx: DbOrTx,
    ): Promise<MicroDepositResult> {
      const account = await offlineBankAccount(tx, verificationReference);
      const sent = account ? ([account.firstDepositCents, account.secondDepositCents] as const) : null;
      if (!account || !sent || !depositsMatch(amountsCents, sent))
        return { ok: false, message: OFFLINE_DEPOSITS_REFUSED };
      await markOfflineBankAccountVerified(tx, account.id, clock());
      return { ok: true };
    },
  };
}
