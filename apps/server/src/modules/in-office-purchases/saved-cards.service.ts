// Issue 7: saving, listing and removing cards, and the offline gateway's tokenizing of a card form.
import {
  MSG_CARD_EXPIRED,
  MSG_INVALID,
  parseCardExpiry,
  type CardBrand,
  type OfflineTokenizeRequest,
  type SavedCard,
} from '@dental/domain';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { MemberCaller } from '../../platform/caller.js';
import type { Clock } from '../../platform/clock.js';
import { asOffline } from '../../payments/create-gateway.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import type { SavedCardsRepository } from './saved-cards.repository.js';

type SavedRow = Awaited<ReturnType<SavedCardsRepository['list']>>[number];

function toSavedCard(row: SavedRow): SavedCard {
  return {
    id: row.id,
    payment_method_id: row.paymentMethodId,
    brand: row.brand as CardBrand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
  };
}

export function savedCardsService(deps: { repo: SavedCardsRepository; gateway: PaymentGateway; clock: Clock }) {
  const { repo, gateway, clock } = deps;

  return {
    async list(caller: MemberCaller): Promise<SavedCard[]> {
      return (await repo.list(caller.scope.householdId)).map(toSavedCard);
    },

    async add(caller: MemberCaller, paymentMethodId: string): Promise<SavedCard> {
      const household = caller.scope.householdId;
      const card = await gateway.attach(household, paymentMethodId);
      if (!card) throw new ValidationError({ payment_method_id: MSG_INVALID });
      const row = await repo.save(household, gateway.name, card, clock());
      if (!row) throw new ValidationError({ payment_method_id: MSG_INVALID });
      return toSavedCard(row);
    },

    async remove(caller: MemberCaller, id: number): Promise<string> {
      const row = await repo.remove(caller.scope.householdId, id);
      if (!row) throw new NotFoundError();
      await gateway.detach(row.paymentMethodId);
      return `Removed the card ending in ${row.last4}`;
    },

    /** The offline gateway's card form; 404 when Stripe is the gateway (its cards come from Stripe.js). */
    async tokenize(
      caller: MemberCaller,
      form: { card_number: string; expiry: string; cvc: string } & Partial<OfflineTokenizeRequest>,
    ) {
      const offline = asOffline(gateway);
      if (!offline) throw new NotFoundError();
      const now = clock();
      const { month, year } = parseCardExpiry(form.expiry);
      if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
        throw new ValidationError({ expiry: MSG_CARD_EXPIRED });
      const card = await offline.tokenize(caller.scope.householdId, form, now);
      return {
        payment_method_id: card.paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
      };
    },
  };
}
export type SavedCardsService = ReturnType<typeof savedCardsService>;
