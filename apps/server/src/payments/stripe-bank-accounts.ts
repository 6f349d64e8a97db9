// Issue 27 item 6 (decision 0060): US bank accounts at Stripe, verified by micro-deposits. The account is a
// SetupIntent confirmed at once with the numbers as `us_bank_account` payment method data, microdeposits as its
// verification method and the admin's online mandate acceptance; Stripe sends two deposits, and the amounts
// confirm the SetupIntent (`verify_microdeposits`). Its PaymentMethod then pays later debits off-session.
import Stripe from 'stripe';
import type { BankAccountSetupRequest, BankAccountSetupResult, MicroDepositResult } from './gateway.js';

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/** The two bank-account methods of the Stripe gateway, on its SDK client. */
export function stripeBankAccountMethods(stripe: Stripe) {
  /** The holder's customer: the one an earlier account made, else one made once per holder (its key). */
  async function customerOf(request: BankAccountSetupRequest): Promise<string> {
    if (request.knownCustomerReference) return request.knownCustomerReference;
    const customer = await stripe.customers.create(
      { name: request.holderName, metadata: { holder: request.holderKey } },
      { idempotencyKey: `customer-${request.holderKey}` },
    );
    return customer.id;
  }

  return {
    async setUpBankAccount(request: BankAccountSetupRequest): Promise<BankAccountSetupResult> {
      const customer = await customerOf(request);
      try {
        const intent = await stripe.setupIntents.create(
          {
            customer,
            confirm: true,
            usage: 'off_session',
            allowed_payment_method_types: ['us_bank_account'],
            payment_method_data: {
              type: 'us_bank_account',
              us_bank_account: {
                routing_number: request.routingNumber,
                account_number: request.accountNumber,
                account_holder_type: 'company',
                account_type: request.accountType,
              },
              billing_details: { name: request.holderName },
            },
            payment_method_options: { us_bank_account: { verification_method: 'microdeposits' } },
            mandate_data: {
              customer_acceptance: {
                type: 'online',
                online: { ip_address: request.acceptedFrom.ip, user_agent: request.acceptedFrom.userAgent ?? '' },
              },
            },
            expand: ['payment_method'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
        const method = intent.payment_method;
        const paymentMethodReference = idOf(method);
        if (!paymentMethodReference) return { ok: false, message: 'The bank account was not accepted' };
        const last4 =
          typeof method === 'object' && method?.us_bank_account?.last4
            ? method.us_bank_account.last4
            : request.accountNumber.slice(-4);
        return {
          ok: true,
          paymentMethodReference,
          verificationReference: intent.id,
          customerReference: customer,
          last4,
        };
      } catch (error) {
        // Stripe refused the numbers (an unknown routing number, a closed account): a refusal, not an outage.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, message: error.message };
        throw error;
      }
    },

    async verifyMicroDeposits(
      verificationReference: string,
      amountsCents: readonly [number, number],
    ): Promise<MicroDepositResult> {
      try {
        const intent = await stripe.setupIntents.verifyMicrodeposits(verificationReference, {
          amounts: [...amountsCents],
        });
        return intent.status === 'succeeded' ? { ok: true } : { ok: false, message: `Verification ${intent.status}` };
      } catch (error) {
        // Wrong amounts, or Stripe's own tries used up: a refusal the service counts as a wrong try.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, message: error.message };
        throw error;
      }
    },
  };
}
