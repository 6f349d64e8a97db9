// Issue 7: saved cards and the offline gateway's tokenizing call. Not in spec §7: designed here in its
// style. A card is charged by its payment method id (Stripe 'pm_...' or the offline gateway's 'pm_off_...');
// our server never keeps a card number: brand, last four and expiry only.
import { z } from 'zod';
import {
  CARD_BRANDS,
  MSG_INVALID_CARD_NUMBER,
  MSG_INVALID_CVC,
  MSG_INVALID_EXPIRY,
  passesLuhn,
} from '../payments/payments.js';
import { requiredTextSchema } from '../validation/text.js';
import { dataEnvelope } from './envelope.js';
import { cardLast4Schema, idSchema, messageResponseSchema } from './common.js';

/** A saved card of the household: id (ours, for removing) and payment_method_id (for charging). */
export const savedCardSchema = z.object({
  id: idSchema,
  payment_method_id: z.string().min(1),
  brand: z.enum(CARD_BRANDS),
  last4: cardLast4Schema,
  exp_month: z.int().min(1).max(12),
  exp_year: z.int().min(2000).max(2100),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET member/v4/payment-methods/: the household's saved cards (data.data), newest first. */
export const savedCardsResponseSchema = dataEnvelope(z.array(savedCardSchema));
export type SavedCardsResponse = z.infer<typeof savedCardsResponseSchema>;

/**
 * POST member/v4/payment-methods/: saves a card from its payment method id (Stripe: from Stripe.js
 * createPaymentMethod; offline: from offline-tokenize). Answers the saved card (201).
 */
export const addSavedCardRequestSchema = z.object({ payment_method_id: requiredTextSchema });
export type AddSavedCardRequest = z.input<typeof addSavedCardRequestSchema>;
export const addSavedCardResponseSchema = dataEnvelope(savedCardSchema);

/** DELETE member/v4/payment-methods/{id}/: removes a saved card; answers a message. */
export const removeSavedCardResponseSchema = messageResponseSchema;

/** Card number: digits with optional spaces or dashes, 12 to 19 digits, passing the Luhn sum. */
export const cardNumberSchema = z
  .string({ error: MSG_INVALID_CARD_NUMBER })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{12,19}$/, MSG_INVALID_CARD_NUMBER)
      .refine(passesLuhn, MSG_INVALID_CARD_NUMBER),
  );

/** Expiry 'MM/YY' (the server also refuses a past month: 'Your card has expired.'). */
export const cardExpirySchema = z
  .string({ error: MSG_INVALID_EXPIRY })
  .trim()
  .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, MSG_INVALID_EXPIRY);

/** The security code, 3 or 4 digits. */
export const cardCvcSchema = z
  .string({ error: MSG_INVALID_CVC })
  .trim()
  .regex(/^\d{3,4}$/, MSG_INVALID_CVC);

/**
 * POST member/v4/payment-methods/offline-tokenize/ (signed in; 404 when Stripe is the gateway): the
 * offline gateway's card form. The number is used once to make the token and is never stored or logged.
 */
export const offlineTokenizeRequestSchema = z.object({
  card_number: cardNumberSchema,
  expiry: cardExpirySchema,
  cvc: cardCvcSchema,
});
export type OfflineTokenizeRequest = z.input<typeof offlineTokenizeRequestSchema>;

/** The token: a payment method id to save (addSavedCard) or to pay with, and what may be shown of it. */
export const offlineTokenizeResponseSchema = dataEnvelope(
  z.object({
    payment_method_id: z.string().min(1),
    brand: z.enum(CARD_BRANDS),
    last4: cardLast4Schema,
    exp_month: z.int().min(1).max(12),
    exp_year: z.int().min(2000).max(2100),
  }),
);
export type OfflineTokenizeResponse = z.infer<typeof offlineTokenizeResponseSchema>;

/** 'MM/YY' -> { month, year } (a four-digit year), for an expiry the schema accepted. */
export function parseCardExpiry(expiry: string): { month: number; year: number } {
  const [month = '0', year = '0'] = expiry.replace(/\s/g, '').split('/');
  return { month: Number(month), year: 2000 + Number(year) };
}
