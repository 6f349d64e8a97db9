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

export interface FakeStripe {
  url: string;
  /** Every request: method, path, idempotency key (creations only) and form fields. */
  requests: { method: string; path: string; idempotencyKey: string | undefined; form: URLSearchParams }[];
  /** PaymentIntents really created (an idempotent replay creates none). */
  intents: { id: string; amount: number; paymentMethod: string; ok: boolean }[];
  /** Refunds really made (an idempotent replay makes none). */
  refunds: { id: string; paymentIntent: string; amount: number }[];
  /**
   * The next `count` requests to `path` are processed (and kept under their idempotency key) but their answer
   * is lost: the connection drops, as when a charge times out after the processor made it.
   */
  loseAnswers(path: string, count: number): void;
  stop(): Promise<void>;
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
  const replies = new Map<string, { status: number; body: unknown }>();
  const owners = new Map<string, string>();
  const losing = new Map<string, number>();
  let serial = 0;
  const id = (prefix: string) => `${prefix}_fake${(serial += 1)}`;

  const method = (pm: string) => {
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
    return missing('endpoint');
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
    loseAnswers: (path, count) => losing.set(path, count),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
