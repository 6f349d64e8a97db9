// Issue 7 routes: the shop, the public plan page, confirm, payoff, auto renew, saved cards and tokenizing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS, errorBodySchema } from '@dental/domain';
import { requireMember, memberRoute } from '../member/index.js';
import type { InOfficePlansService } from './in-office-plans.service.js';
import type { PurchaseCommandsService } from './purchase-commands.service.js';
import type { SavedCardsService } from './saved-cards.service.js';

export function purchaseCommandsRoutes(deps: { plans: InOfficePlansService; commands: PurchaseCommandsService; cards: SavedCardsService }): FastifyPluginAsyncZod {
  const { plans, commands, cards } = deps;
  return async (app) => {
    const member = { onRequest: app.authenticate };
    const tags = ['member'];

    app.get(
      memberRoute('inOfficePlans'),
      { ...member, schema: { tags, summary: 'In-office plans near a zip (the member’s own by default)', querystring: ENDPOINTS.inOfficePlans.query, response: { 200: ENDPOINTS.inOfficePlans.response } } },
      async (request) => plans.list(requireMember(request).user.id, request.query),
    );
    app.get(
      memberRoute('inOfficePlan'),
      { schema: { tags: ['public'], summary: 'One in-office plan (public: a practice’s plan link)', params: ENDPOINTS.inOfficePlan.params, querystring: ENDPOINTS.inOfficePlan.query, response: { 200: ENDPOINTS.inOfficePlan.response } } },
      async (request) => ({ data: await plans.one(request.params.id, request.query.location_id) }),
    );
    app.post(
      memberRoute('confirmPlanPurchase'),
      {
        ...member,
        schema: {
          tags,
          summary: 'Buys a plan: purchase, schedule and first charge in one transaction (idempotent by key)',
          body: ENDPOINTS.confirmPlanPurchase.body,
          response: { 200: ENDPOINTS.confirmPlanPurchase.response, 201: ENDPOINTS.confirmPlanPurchase.response, 402: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { purchase, created } = await commands.confirm(requireMember(request).user.id, request.body);
        return reply.status(created ? 201 : 200).send({ data: purchase });
      },
    );
    app.post(
      memberRoute('payoffBalance'),
      {
        ...member,
        schema: {
          tags,
          summary: 'Charges the remaining balance to a saved card (another household’s purchase: 404)',
          params: ENDPOINTS.payoffBalance.params,
          body: ENDPOINTS.payoffBalance.body,
          response: { 200: ENDPOINTS.payoffBalance.response, 402: errorBodySchema },
        },
      },
      async (request) => ({ data: await commands.payoff(requireMember(request).user.id, request.params.id, request.body.use_stripe_payment_method_id, request.body.idempotency_key) }),
    );
    app.patch(
      memberRoute('updateAutoRenew'),
      {
        ...member,
        schema: { tags, summary: 'Turns auto renew on or off', params: ENDPOINTS.updateAutoRenew.params, body: ENDPOINTS.updateAutoRenew.body, response: { 200: ENDPOINTS.updateAutoRenew.response } },
      },
      async (request) => ({ data: await commands.setAutoRenew(requireMember(request).user.id, request.params.id, request.body.auto_renew) }),
    );
    app.get(
      memberRoute('savedCards'),
      { ...member, schema: { tags, summary: 'The household’s saved cards', response: { 200: ENDPOINTS.savedCards.response } } },
      async (request) => ({ data: await cards.list(requireMember(request).user.id) }),
    );
    app.post(
      memberRoute('addSavedCard'),
      { ...member, schema: { tags, summary: 'Saves a card by its payment method id', body: ENDPOINTS.addSavedCard.body, response: { 201: ENDPOINTS.addSavedCard.response } } },
      async (request, reply) => reply.status(201).send({ data: await cards.add(requireMember(request).user.id, request.body.payment_method_id) }),
    );
    app.delete(
      memberRoute('removeSavedCard'),
      { ...member, schema: { tags, summary: 'Removes a saved card', params: ENDPOINTS.removeSavedCard.params, response: { 200: ENDPOINTS.removeSavedCard.response } } },
      async (request) => ({ data: { message: await cards.remove(requireMember(request).user.id, request.params.id) } }),
    );
    app.post(
      memberRoute('offlineTokenize'),
      {
        ...member,
        schema: { tags, summary: 'Offline gateway: a card form to a payment method id (404 with Stripe)', body: ENDPOINTS.offlineTokenize.body, response: { 200: ENDPOINTS.offlineTokenize.response } },
      },
      async (request) => ({ data: await cards.tokenize(requireMember(request).user.id, request.body) }),
    );
  };
}
