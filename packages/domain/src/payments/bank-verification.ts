// Issue 27 item 6 (decision 0060): the rules of a company's or a practice's bank verification, one set for both
// portals and the server. spec §3 and §4: bank statuses, ordered (owner not added, account not added,
// verification pending, verified); spec §5: bank account 4 to 17 digits and routing 9 digits, each typed twice
// (validation/bank.ts); spec §6: some features are enabled only after the bank is verified.
import { z } from 'zod';
import { BANK_STATUSES, type BankStatus } from '../enums/practices.js';
import { addressInputShape } from '../employer/address.js';
import { requiredTrimmedString } from '../validation/fields.js';
import { adultDateOfBirthSchema } from '../validation/dates.js';
import { MSG_INVALID } from '../validation/messages.js';
import { requiredTextSchema } from '../validation/text.js';
import { taxIdLast4Schema } from '../validation/tax-ids.js';
import { bankNumbersShape, checkBankNumbersMatch } from '../validation/bank.js';

/** Wrong deposit amounts tried this many times end the account: it must be added again (decision 0060). */
export const BANK_VERIFY_ATTEMPTS = 3;
/** The smallest and largest micro-deposit, in cents (Stripe sends two of less than $1.00 each). */
export const MICRO_DEPOSIT_MIN_CENTS = 1;
export const MICRO_DEPOSIT_MAX_CENTS = 99;
/**
 * The offline gateway's two deposits, in cents: Stripe's own test-mode amounts, so a test and a demo user enter
 * the same 0.32 and 0.45 whichever gateway the server runs in test mode (decision 0060).
 */
export const OFFLINE_MICRO_DEPOSITS_CENTS = [32, 45] as const;

/** How each bank status is said on the screens (spec §3's values in sentence case). */
export const BANK_STATUS_LABELS: Record<BankStatus, string> = {
  'owner not added': 'Owner not added',
  'account not added': 'Account not added',
  'verification pending': 'Verification pending',
  verified: 'Verified',
};

/** The step that ends each status, as the stepper names it (spec §4: in order; verified has none left). */
export const BANK_STEP_LABELS: readonly string[] = [
  'Add the account owner',
  'Add the bank account',
  'Confirm the deposits',
  'Verified',
];

/** The stepper's active step for a status: 0 to 3, in BANK_STATUSES order (verified is the last, done). */
export function bankStepOf(status: BankStatus): number {
  return BANK_STATUSES.indexOf(status);
}

// ---- messages ------------------------------------------------------------------------------------------------

/** A bank account added before its owner (spec §4: the owner comes first). */
export const MSG_BANK_OWNER_FIRST = 'Add the account owner first';
/** Deposit amounts sent when no account waits for them. */
export const MSG_NO_DEPOSITS_PENDING = 'There is no bank account waiting for its deposits to be confirmed';
/** A deposit amount that is not 0.01 to 0.99 in dollars and cents. */
export const MSG_INVALID_DEPOSIT_AMOUNT = 'Enter the amount in dollars and cents, from 0.01 to 0.99';
/** Two deposit amounts that are not the ones sent, with the tries left. */
export function msgDepositsDoNotMatch(attemptsLeft: number): string {
  return `These amounts do not match the deposits. ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`;
}
/** The last wrong try: the account is removed and must be added again. */
export const MSG_DEPOSIT_ATTEMPTS_USED = `These amounts do not match the deposits, ${BANK_VERIFY_ATTEMPTS} times: the bank account was removed. Please add it again.`;

/** The gateway did not answer an account or its deposits: nothing was changed, and trying again is safe. */
export const MSG_BANK_GATEWAY_UNAVAILABLE =
  'The bank service did not answer, so nothing was changed. Please try again: no deposit is sent twice.';

// ---- the owner ------------------------------------------------------------------------------------------------

/**
 * The account owner, the person responsible for the account: name, date of birth (18 or older), home address and
 * the last 4 digits of their SSN. Nothing more is asked or kept (never the whole SSN).
 */
export const bankOwnerSchema = z.object(
  {
    first_name: requiredTextSchema,
    last_name: requiredTextSchema,
    date_of_birth: adultDateOfBirthSchema(),
    ...addressInputShape,
    ssn_last4: taxIdLast4Schema,
  },
  { error: MSG_INVALID },
);
export type BankOwnerInput = z.input<typeof bankOwnerSchema>;
export type BankOwner = z.output<typeof bankOwnerSchema>;

// ---- the account ----------------------------------------------------------------------------------------------

/** A US bank account's kind (Stripe's account_type); checking unless told. */
export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** The bank account form: the spec §5 numbers and their confirmations, and the account's kind. */
export const bankAccountInputSchema = z
  .object({ ...bankNumbersShape, account_type: z.enum(BANK_ACCOUNT_TYPES, { error: MSG_INVALID }) })
  .superRefine(checkBankNumbersMatch);
export type BankAccountInput = z.output<typeof bankAccountInputSchema>;

// ---- the deposits ---------------------------------------------------------------------------------------------

/** One micro-deposit as typed ('0.32', '.32', '$0.32'), in cents (1 to 99). */
export const depositAmountSchema = requiredTrimmedString()
  .regex(/^\$?0?\.[0-9]{2}$/, { error: MSG_INVALID_DEPOSIT_AMOUNT })
  .transform((value) => Number(value.slice(-2)))
  .refine((cents) => cents >= MICRO_DEPOSIT_MIN_CENTS && cents <= MICRO_DEPOSIT_MAX_CENTS, {
    error: MSG_INVALID_DEPOSIT_AMOUNT,
  });

/** The two micro-deposits as the bank statement shows them, in either order. */
export const bankDepositsSchema = z.object(
  { first_deposit: depositAmountSchema, second_deposit: depositAmountSchema },
  { error: MSG_INVALID },
);
export type BankDepositsInput = z.input<typeof bankDepositsSchema>;
export type BankDeposits = z.output<typeof bankDepositsSchema>;

/** True when two typed amounts are the two deposits sent, in either order. */
export function depositsMatch(typed: readonly [number, number], sent: readonly [number, number]): boolean {
  const [a, b] = [...typed].sort((x, y) => x - y);
  const [c, d] = [...sent].sort((x, y) => x - y);
  return a === c && b === d;
}
