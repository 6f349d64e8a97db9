// Issue 16 item 4 (decision 0033): the member's share of a visit charged to a card the member's household
// saved, through the payment gateway, once. The practice sees a saved card as brand and last four only and
// names it by our row id, never by the gateway's payment method id.
import { z } from 'zod';
import { CARD_BRANDS, type CardBrand } from '../payments/payments.js';
import { formatMoney } from '../format/money.js';
import { MSG_INVALID, MSG_REQUIRED } from '../validation/messages.js';
import { dataEnvelope } from './envelope.js';
import { ID_MAX, cardLast4Schema, idSchema } from './common.js';

/** The gateway did not answer (a timeout): nothing is marked paid, and a retry with the same key charges once. */
export const MSG_PAYMENT_GATEWAY_UNAVAILABLE =
  'The payment service did not answer, so the visit is not marked paid. Try again: the card is charged at most once.';

/** Decision 0048: the gateway refused the refund of a card payment, so the void was not made. */
export const MSG_VISIT_REFUND_REFUSED =
  "The visit was not voided: the refund of the card payment to the patient's card failed. Please try again, or contact support if it fails again.";

/** Decision 0048: the gateway did not answer the refund; nothing changed, and a retry refunds at most once. */
export const MSG_VISIT_REFUND_UNAVAILABLE =
  "The visit was not voided: the payment service did not answer the refund to the patient's card. Please try again: the card is refunded at most once.";

/** A saved card of the visit's household, as the practice sees it. */
export const visitCardSchema = z.object({
  id: idSchema,
  brand: z.enum(CARD_BRANDS),
  last4: cardLast4Schema,
});
export type VisitCard = z.infer<typeof visitCardSchema>;

/** GET dentist/v1/visits/{id}/cards/: the household's saved cards, newest first. */
export const visitCardsResponseSchema = dataEnvelope(z.array(visitCardSchema));

/** POST dentist/v1/visits/{id}/card-charges/: which saved card, and the confirmation's key (a double click is one). */
export const chargeVisitCardBodySchema = z.object({
  card_id: z
    .int({ error: (issue) => (issue.input === undefined || issue.input === null ? MSG_REQUIRED : MSG_INVALID) })
    .positive({ error: MSG_INVALID })
    .max(ID_MAX, { error: MSG_INVALID }),
  idempotency_key: z.uuid({ error: MSG_INVALID }),
});
export type ChargeVisitCardBody = z.input<typeof chargeVisitCardBodySchema>;

/** How a card is named on screen: 'Visa ending 4242'. */
export const cardLabel = (card: { brand: CardBrand; last4: string }) => `${card.brand} ending ${card.last4}`;

/** The confirmation's question: 'Charge $38.00 to Visa ending 4242?' */
export const chargeConfirmation = (amountCents: number, card: { brand: CardBrand; last4: string }) =>
  `Charge ${formatMoney(amountCents)} to ${cardLabel(card)}?`;
