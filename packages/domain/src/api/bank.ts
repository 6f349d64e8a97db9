// Issue 27 item 6 (decision 0060): the bank verification calls, the same four under each portal's path, for the
// caller's own company (employer/v1/bank/...) or practice (dentist/v1/practice/bank/...):
//   GET  .../bank/                    where the verification stands
//   PUT  .../bank/owner/              the account owner (the person responsible)
//   POST .../bank/account/            the bank account: the gateway sends two micro-deposits (idempotent by key)
//   POST .../bank/account/verify/     the two deposit amounts: right -> verified; wrong -> a try used
// No call takes an id: each is the caller's own company or practice (the guard's scope).
import { z } from 'zod';
import { BANK_STATUSES } from '../enums/practices.js';
import { MSG_INVALID } from '../validation/messages.js';
import { bankNumbersShape, checkBankNumbersMatch } from '../validation/bank.js';
import {
  BANK_ACCOUNT_TYPES,
  BANK_VERIFY_ATTEMPTS,
  bankDepositsSchema,
  bankOwnerSchema,
} from '../payments/bank-verification.js';
import { dataEnvelope } from './envelope.js';
import { cardLast4Schema } from './common.js';

/** Where a company's or practice's bank verification stands (no number is ever answered but the last 4). */
export const bankVerificationRecordSchema = z.object({
  status: z.enum(BANK_STATUSES),
  /** The account owner's name, once added (their other details are kept, never answered). */
  owner: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  /** The current account, once added: pending its deposits or verified. */
  account: z
    .object({
      last4: cardLast4Schema,
      account_type: z.enum(BANK_ACCOUNT_TYPES),
      verified: z.boolean(),
      /** Wrong deposit amounts may still be tried this many times (BANK_VERIFY_ATTEMPTS at first). */
      attempts_left: z.int().min(0).max(BANK_VERIFY_ATTEMPTS),
    })
    .nullable(),
});
export type BankVerificationRecord = z.infer<typeof bankVerificationRecordSchema>;

/** Every bank call's answer: the verification as it now stands. */
export const bankVerificationResponseSchema = dataEnvelope(bankVerificationRecordSchema);

/** PUT .../bank/owner/: the owner's fields (payments/bank-verification.ts bankOwnerSchema). */
export const bankOwnerRequestSchema = bankOwnerSchema;

/**
 * POST .../bank/account/: the numbers, each with its confirmation (spec §5), the account's kind, and a key made
 * once per form: the same key again answers the account it added and sends no more deposits.
 */
export const bankAccountRequestSchema = z
  .object(
    {
      ...bankNumbersShape,
      account_type: z.enum(BANK_ACCOUNT_TYPES, { error: MSG_INVALID }),
      idempotency_key: z.uuid({ error: MSG_INVALID }),
    },
    { error: MSG_INVALID },
  )
  .superRefine(checkBankNumbersMatch);
export type BankAccountRequest = z.output<typeof bankAccountRequestSchema>;

/** POST .../bank/account/verify/: the two deposit amounts as typed ('0.32'), in either order. */
export const bankDepositsRequestSchema = bankDepositsSchema;
