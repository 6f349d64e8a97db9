// A local stand-in for the few Stripe API endpoints the gateway calls, so the official SDK can be tested
// offline (pointed at it with host, port and protocol). It honours Idempotency-Key as Stripe does: the same
// key answers the first response again. Payment methods are Stripe's own test ids.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeCard {
  brand: string;
  last4: string;
  decline?: { code: string; decline_code: string; message: string };
}

/** Stripe's test payment methods: pm_card_visa succeeds, the others decline like the cards they stand for. */
const TEST_METHODS: Record<string, FakeCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    decline: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
};

/**
 * Issue 27 item 6: verified US bank accounts (us_bank_account PaymentMethods, the fake's own ids): a debit of the
 * first is accepted and processing (ACH settles in days); the second is refused at once (a closed account).
 */
const TEST_BANK_ACCOUNTS: Record<string, { last4: string; refused?: string }> = {
  pm_usBankAccount_success: { last4: '6789' },
  pm_usBankAccount_accountClosed: { last4: '0113', refused: 'The bank account is closed.' },
};

export interface FakeStripe {
  url: string;
  /** Every request: method, path, idempotency key (creations only) and form fields. */
  requests: { method: string; path: string; idempotencyKey: string | undefined; form: URLSearchParams }[];
  /** PaymentIntents really created (an idempotent replay creates none). */
  intents: { id: string; amount: number; paymentMethod: string; ok: boolean }[];
  /** Refunds really made (an idempotent replay makes none). */
  refunds: { id: string; paymentIntent: string; amount: number }[];
  /** Bank-account SetupIntents really created (issue 27 item 6), with what was sent of them. */
  setupIntents: { id: string; customer: string; paymentMethod: string; last4: string; ip: string; status: string }[];
  /**
   * The next `count` requests to `path` are processed (and kept under their idempotency key) but their answer
   * is lost: the connection drops, as when a charge times out after the processor made it.
   */
  loseAnswers(path: string, count: number): void;
  stop(): Promise<void>;
}

/** A SetupIntent as Stripe answers it (its payment method expanded when given whole). */
function setupIntentBody(
  intent: FakeStripe['setupIntents'][number],
  method: string | Record<string, unknown>,
): Record<string, unknown> {
  return {
    id: intent.id,
    object: 'setup_intent',
    customer: intent.customer,
    payment_method: method,
    status: intent.status,
    ...(intent.status === 'requires_action'
      ? {
          next_action: {
            type: 'verify_with_microdeposits',
            verify_with_microdeposits: { microdeposit_type: 'amounts' },
          },
        }
      : {}),
  };
}

async function bodyOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const intents: FakeStripe['intents'] = [];
  const refunds: FakeStripe['refunds'] = [];
  const setupIntents: FakeStripe['setupIntents'] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const owners = new Map<string, string>();
  const losing = new Map<string, number>();
  let serial = 0;
  const id = (prefix: string) => `${prefix}_fake${(serial += 1)}`;

  const method = (pm: string) => {
    const bank = TEST_BANK_ACCOUNTS[pm];
    if (bank)
      return {
        id: pm,
        object: 'payment_method',
        type: 'us_bank_account',
        customer: owners.get(pm) ?? null,
        us_bank_account: { last4: bank.last4, bank_name: 'STRIPE TEST BANK', account_holder_type: 'company' },
      };
    const card = TEST_METHODS[pm];
    if (!card) return null;
    return {
      id: pm,
      object: 'payment_method',
      type: 'card',
      customer: owners.get(pm) ?? null,
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2045 },
    };
  };
  const missing = (what: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  });

  function answer(verb: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    if (verb === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: id('cus'), object: 'customer' } };
    let match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (verb === 'GET' && match?.[1])
      return method(match[1]) ? { status: 200, body: method(match[1]) } : missing('payment_method');
    match = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
    if (verb === 'POST' && match?.[1]) {
      if (!method(match[1])) return missing('payment_method');
      if (match[2] === 'attach') owners.set(match[1], form.get('customer') ?? '');
      else owners.delete(match[1]);
      return { status: 200, body: method(match[1]) };
    }
    if (verb === 'POST' && path === '/v1/payment_intents' && TEST_BANK_ACCOUNTS[form.get('payment_method') ?? '']) {
      const pm = form.get('payment_method') ?? '';
      const bank = TEST_BANK_ACCOUNTS[pm];
      const intent = { id: id('pi'), object: 'payment_intent', amount: Number(form.get('amount')), currency: 'usd' };
      intents.push({ id: intent.id, amount: intent.amount, paymentMethod: pm, ok: !bank?.refused });
      if (bank?.refused)
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'bank_account_unusable',
              message: bank.refused,
              payment_intent: { ...intent, status: 'requires_payment_method' },
            },
          },
        };
      return { status: 200, body: { ...intent, payment_method: pm, status: 'processing' } };
    }
    if (verb === 'POST' && path === '/v1/payment_intents') {
      const pm = form.get('payment_method') ?? '';
      const card = TEST_METHODS[pm];
      const intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: 'usd',
        customer: form.get('customer'),
        payment_method: pm,
      };
      intents.push({ id: intent.id, amount: intent.amount, paymentMethod: pm, ok: !!card && !card.decline });
      if (!card) return missing('payment_method');
      if (card.decline) {
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              ...card.decline,
              payment_intent: { ...intent, status: 'requires_payment_method' },
            },
          },
        };
      }
      return { status: 200, body: { ...intent, status: 'succeeded' } };
    }
    if (verb === 'POST' && path === '/v1/refunds') {
      // Stripe's rule: a refund of a succeeded PaymentIntent, up to what is left of it.
      const intentId = form.get('payment_intent') ?? '';
      const intent = intents.find((i) => i.id === intentId && i.ok);
      if (!intent) return missing('payment_intent');
      const left =
        intent.amount - refunds.filter((r) => r.paymentIntent === intentId).reduce((t, r) => t + r.amount, 0);
      const amount = form.has('amount') ? Number(form.get('amount')) : left;
      if (left <= 0 || amount > left) {
        const code = left <= 0 ? 'charge_already_refunded' : 'amount_too_large';
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code, message: `Refund refused: ${code}` } },
        };
      }
      const refund = { id: id('re'), paymentIntent: intentId, amount };
      refunds.push(refund);
      return {
        status: 200,
        body: {
          id: refund.id,
          object: 'refund',
          amount,
          currency: 'usd',
          payment_intent: intentId,
          status: 'succeeded',
        },
      };
    }
    const bank = answerBankAccount(verb, path, form);
    if (bank) return bank;
    return missing('endpoint');
  }

  /**
   * Issue 27 item 6: a SetupIntent of a US bank account verified by micro-deposits, and its verify_microdeposits.
   * Stripe's test routing number 110000000 is a bank; another is refused. The deposits are Stripe's test 32 and 45.
   */
  function answerBankAccount(verb: string, path: string, form: URLSearchParams) {
    if (verb === 'POST' && path === '/v1/setup_intents') {
      const routing = form.get('payment_method_data[us_bank_account][routing_number]') ?? '';
      const account = form.get('payment_method_data[us_bank_account][account_number]') ?? '';
      if (routing !== '110000000')
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', code: 'routing_number_invalid', message: 'Invalid routing number' },
          },
        };
      const method = {
        id: id('pm'),
        object: 'payment_method',
        type: 'us_bank_account',
        us_bank_account: { last4: account.slice(-4), routing_number: routing, bank_name: 'STRIPE TEST BANK' },
      };
      const intent = {
        id: id('seti'),
        customer: form.get('customer') ?? '',
        paymentMethod: method.id,
        last4: method.us_bank_account.last4,
        ip: form.get('mandate_data[customer_acceptance][online][ip_address]') ?? '',
        status: 'requires_action',
      };
      setupIntents.push(intent);
      return { status: 200, body: setupIntentBody(intent, method) };
    }
    const match = /^\/v1\/setup_intents\/([^/]+)\/verify_microdeposits$/.exec(path);
    if (verb === 'POST' && match?.[1]) {
      const intent = setupIntents.find((known) => known.id === match[1]);
      if (!intent) return missing('setup_intent');
      const amounts = [form.get('amounts[0]'), form.get('amounts[1]')].map(Number).sort((a, b) => a - b);
      if (amounts[0] !== 32 || amounts[1] !== 45)
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_method_microdeposit_verification_amounts_mismatch',
              message: 'The amounts provided do not match the amounts that were sent to the bank account.',
            },
          },
        };
      intent.status = 'succeeded';
      return { status: 200, body: setupIntentBody(intent, intent.paymentMethod) };
    }
    return null;
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const form = await bodyOf(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      const header = request.headers['idempotency-key'];
      const idempotencyKey = typeof header === 'string' ? header : undefined;
      requests.push({ method: request.method ?? '', path, idempotencyKey, form });
      const replayKey = idempotencyKey ? `${request.method} ${path} ${idempotencyKey}` : undefined;
      const reply = (replayKey && replies.get(replayKey)) || answer(request.method ?? '', path, form);
      if (replayKey) replies.set(replayKey, reply);
      const lose = losing.get(path) ?? 0;
      if (lose > 0) {
        losing.set(path, lose - 1);
        request.socket.destroy();
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    setupIntents,
    loseAnswers: (path, count) => losing.set(path, count),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
