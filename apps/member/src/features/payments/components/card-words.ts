import type { SavedCard } from '@dental/domain';

/** A saved card in words: 'Visa ending in 4242'. */
export function cardName(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return `${card.brand === 'Unknown' ? 'Card' : card.brand} ending in ${card.last4}`;
}

/** A card's expiry as MM/YY. */
export function cardExpiry(card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}
