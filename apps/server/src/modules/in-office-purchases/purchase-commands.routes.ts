// Issue 7 routes: the shop, the public plan page, confirm, payoff, auto renew, saved cards and tokenizing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@dental/domain';
import { contractRoute } from '../../http/contract-route.js';
import type { InOfficePlansService } from './in-office-plans.service.js';
import type { PurchaseCommandsService } from './purchase-commands.service.js';
import type { SavedCardsService } from './saved-cards.service.js';

export function purchaseCommandsRoutes(deps: {
  plans: InOfficePlansService;
  commands: PurchaseCommandsService;
  cards: SavedCardsService;
}): FastifyPluginAsyncZod {
  const { plans, commands, cards } = deps;
  return async (app) => {
    contractRoute(
      app,
      'member.inOfficePlans',
      { summary: 'In-office plans near a zip (the member’s own by default)' },
      async (request, caller) => plans.list(caller, request.query),
    );
    contractRoute(
      app,
      'member.inOfficePlan',
      { summary: 'One in-office plan (public: a practice’s plan link)' },
      async (request) => ({
        data: await plans.one(request.params.id, request.query.location_id),
      }),
    );
    contractRoute(
      app,
      'member.confirmPlanPurchase',
      {
        summary: 'Buys a plan: purchase, schedule and first charge in one transaction (idempotent by key)',
        success: [200, 201],
        errors: { 402: errorBodySchema },
      },
      async (request, caller, reply) => {
        const { purchase, created } = await commands.confirm(caller, request.body);
        return reply.status(created ? 201 : 200).send({ data: purchase });
      },
    );
    contractRoute(
      app,
      'member.payoffBalance',
      {
        summary: 'Charges the remaining balance to a saved card (another household’s purchase: 404)',
        errors: { 402: errorBodySchema },
      },
      async (request, caller) => ({
        data: await commands.payoff(
          caller,
          request.params.id,
          request.body.use_stripe_payment_method_id,
          request.body.idempotency_key,
        ),
      }),
    );
    contractRoute(
      app,
      'member.updateAutoRenew',
      { summary: 'Turns auto renew on or off' },
      async (request, caller) => ({
        data: await commands.setAutoRenew(caller, request.params.id, request.body.auto_renew),
      }),
    );
    contractRoute(app, 'member.savedCards', { summary: 'The household’s saved cards' }, async (_request, caller) => ({
      data: await cards.list(caller),
    }));
    contractRoute(
      app,
      'member.addSavedCard',
      { summary: 'Saves a card by its payment method id', success: [201] },
      async (request, caller, reply) =>
        reply.status(201).send({ data: await cards.add(caller, request.body.payment_method_id) }),
    );
    contractRoute(app, 'member.removeSavedCard', { summary: 'Removes a saved card' }, async (request, caller) => ({
      data: { message: await cards.remove(caller, request.params.id) },
    }));
    contractRoute(
      app,
      'member.offlineTokenize',
      { summary: 'Offline gateway: a card form to a payment method id (404 with Stripe)' },
      async (request, caller) => ({
        data: await cards.tokenize(caller, request.body),
      }),
    );
  };
}
