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
import type { Clock } from '../../platform/clock.js';
import { asOffline } from '../../payments/create-gateway.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import type { PurchaseLedgerRepository } from './purchase-ledger.repository.js';
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

export function savedCardsService(deps: {
  repo: SavedCardsRepository;
  ledger: PurchaseLedgerRepository;
  gateway: PaymentGateway;
  clock: Clock;
}) {
  const { repo, ledger, gateway, clock } = deps;

  async function householdId(userId: number): Promise<number> {
    const found = await ledger.householdOf(userId);
    if (!found) throw new NotFoundError();
    return found.householdId;
  }

  return {
    async list(userId: number): Promise<SavedCard[]> {
      return (await repo.list(await householdId(userId))).map(toSavedCard);
    },

    async add(userId: number, paymentMethodId: string): Promise<SavedCard> {
      const household = await householdId(userId);
      const card = await gateway.attach(household, paymentMethodId);
      if (!card) throw new ValidationError({ payment_method_id: MSG_INVALID });
      const row = await repo.save(household, gateway.name, card, clock());
      if (!row) throw new ValidationError({ payment_method_id: MSG_INVALID });
      return toSavedCard(row);
    },

    async remove(userId: number, id: number): Promise<string> {
      const row = await repo.remove(await householdId(userId), id);
      if (!row) throw new NotFoundError();
      await gateway.detach(row.paymentMethodId);
      return `Removed the card ending in ${row.last4}`;
    },

    /** The offline gateway's card form; 404 when Stripe is the gateway (its cards come from Stripe.js). */
    async tokenize(
      userId: number,
      form: { card_number: string; expiry: string; cvc: string } & Partial<OfflineTokenizeRequest>,
    ) {
      const offline = asOffline(gateway);
      if (!offline) throw new NotFoundError();
      const now = clock();
      const { month, year } = parseCardExpiry(form.expiry);
      if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
        throw new ValidationError({ expiry: MSG_CARD_EXPIRED });
      const card = await offline.tokenize(await householdId(userId), form, now);
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
