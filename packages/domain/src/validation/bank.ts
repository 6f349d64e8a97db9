// spec §5: bank routing and account numbers, each typed twice.
import { z } from 'zod';
import { BANK_ACCOUNT_MAX, BANK_ACCOUNT_MIN, BANK_ROUTING_LENGTH } from './limits.js';
import { MSG_ACCOUNT_NUMBERS_MUST_MATCH, MSG_INVALID, MSG_ROUTING_NUMBERS_MUST_MATCH } from './messages.js';
import { digitsString, requiredTrimmedString } from './fields.js';
import { requiredTextSchema } from './text.js';

/** spec §5: bank routing, 9 digits. */
export const routingNumberSchema = digitsString(BANK_ROUTING_LENGTH);

/** spec §5: bank account, 4 to 17 digits. */
export const accountNumberSchema = requiredTrimmedString().regex(
  new RegExp(`^[0-9]{${BANK_ACCOUNT_MIN},${BANK_ACCOUNT_MAX}}$`),
  { error: MSG_INVALID },
);

/** spec §5: routing number and its confirmation; 'Routing numbers must match' on the confirmation. */
export const routingNumberPairSchema = z
  .object({ routing_number: routingNumberSchema, confirm_routing_number: requiredTrimmedString() })
  .refine((v) => v.routing_number === v.confirm_routing_number, {
    error: MSG_ROUTING_NUMBERS_MUST_MATCH,
    path: ['confirm_routing_number'],
  });

/** spec §5: account number and its confirmation; 'Account numbers must match' on the confirmation. */
export const accountNumberPairSchema = z
  .object({ account_number: accountNumberSchema, confirm_account_number: requiredTrimmedString() })
  .refine((v) => v.account_number === v.confirm_account_number, {
    error: MSG_ACCOUNT_NUMBERS_MUST_MATCH,
    path: ['confirm_account_number'],
  });

/** spec §5: the four fields of a bank account form (each number and its confirmation). */
export const bankNumbersShape = {
  routing_number: routingNumberSchema,
  // A confirmation is any text up to the input's limit: it is judged by matching its number, not by itself.
  confirm_routing_number: requiredTextSchema,
  account_number: accountNumberSchema,
  confirm_account_number: requiredTextSchema,
};

/** spec §5: 'Routing numbers must match' and 'Account numbers must match', each on its confirmation. */
export function checkBankNumbersMatch(
  v: { routing_number: string; confirm_routing_number: string; account_number: string; confirm_account_number: string },
  ctx: z.RefinementCtx,
): void {
  if (v.routing_number !== v.confirm_routing_number) {
    ctx.addIssue({ code: 'custom', message: MSG_ROUTING_NUMBERS_MUST_MATCH, path: ['confirm_routing_number'] });
  }
  if (v.account_number !== v.confirm_account_number) {
    ctx.addIssue({ code: 'custom', message: MSG_ACCOUNT_NUMBERS_MUST_MATCH, path: ['confirm_account_number'] });
  }
}

/** spec §5: a bank account form: both pairs, each checked for its match. */
export const bankAccountFormSchema = z.object(bankNumbersShape).superRefine(checkBankNumbersMatch);
export type BankAccountForm = z.output<typeof bankAccountFormSchema>;
