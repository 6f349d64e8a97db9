// Issue 7: the card payment rules both sides share: schedules of the job runner, offline test cards,
// card brands and the messages of a failed charge. Money is integer cents.

/** The two payment gateways (chosen by server configuration; hello's stripe_public_api_key null means offline). */
export const PAYMENT_GATEWAYS = ['stripe', 'offline'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** How a purchase is paid: all at once, or in monthly instalments over its term. */
export const PAYMENT_MODES = ['full', 'monthly'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** The outcome of one card charge (a row of the payments ledger). */
export const PAYMENT_RECORD_STATUSES = ['succeeded', 'failed', 'refunded'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/** Why a charge was made: the first payment at purchase, a scheduled instalment, a payoff or a renewal. */
export const PAYMENT_KINDS = ['purchase', 'instalment', 'payoff', 'renewal'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * The published retry schedule of a failed instalment: retried this many days after its due date; after the
 * last retry fails it is Past due and the member and the practice are notified.
 */
export const INSTALMENT_RETRY_DAYS = [2, 7, 14] as const;

/** Renewal reminders: days before the term ends (auto renew on: renews; off: ends). */
export const RENEWAL_REMINDER_DAYS = [30, 14] as const;

/** Card brands a card is shown with ('Visa' ... 'Unknown'). */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The brand of a card number by its leading digits. */
export function cardBrandOf(cardNumber: string): CardBrand {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Unknown';
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Messages of a failed charge (Stripe's wording, used by both gateways). */
export const MSG_CARD_DECLINED = 'Your card was declined.';
export const MSG_CARD_INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
export const MSG_CARD_EXPIRED = 'Your card has expired.';
export const MSG_CARD_PROCESSING_ERROR = 'An error occurred while processing your card. Try again in a little bit.';

/** Card form messages (the offline gateway's card form and tokenizing endpoint). */
export const MSG_INVALID_CARD_NUMBER = 'Your card number is invalid.';
export const MSG_INVALID_EXPIRY = 'Enter the expiry date as MM/YY.';
export const MSG_INVALID_CVC = "Your card's security code is invalid.";
export const MSG_TERMS_REQUIRED = 'Please accept the terms to continue.';

/** Purchase and payoff refusals. */
export const MSG_NO_BALANCE = 'This purchase has no remaining balance.';
export const MSG_PLAN_NOT_AVAILABLE = 'This plan is no longer available.';
export const MSG_PATIENT_NOT_IN_FAMILY = 'Choose people from your own family.';
export const MSG_CARD_NOT_FOUND = 'Choose one of your saved cards.';
/** spec §6: the shop is not for employer and Altrua members (decided here: the shop's own title). */
export const MSG_SHOP_NOT_OFFERED = 'In-office plans are not offered with your coverage.';

/**
 * The offline gateway's test cards and what a charge on each does (any other valid number is declined).
 * Only these succeed or fail on purpose; expiry must be in the future, any 3-digit cvc.
 */
export const OFFLINE_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** The outcome of charging an offline test card (by its full number, known only while tokenizing). */
export type OfflineCardOutcome = 'succeeds' | 'declined' | 'insufficient_funds';
export function offlineCardOutcome(cardNumber: string): OfflineCardOutcome {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits === OFFLINE_TEST_CARDS.success) return 'succeeds';
  if (digits === OFFLINE_TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'declined';
}

/** The message of a failed outcome. */
export function declineMessage(outcome: Exclude<OfflineCardOutcome, 'succeeds'>): string {
  return outcome === 'insufficient_funds' ? MSG_CARD_INSUFFICIENT_FUNDS : MSG_CARD_DECLINED;
}

/**
 * Where Stripe posts its events: outside /api/ (no browser session, so no XSRF check); the signature over the
 * raw body authenticates it.
 */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe/';
