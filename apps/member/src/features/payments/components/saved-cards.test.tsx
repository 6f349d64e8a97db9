import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedCard } from '@dental/domain';
import { buildSavedCard } from '@dental/domain/testing';
import { json, renderScreen, renderWithProviders, forId } from '@dental/ui/testing';
import { memberApi } from '../../../testing/member-api';
import { SavedCardChoice } from './saved-card-choice';
import { StripeCardForm } from './stripe-card-form';
import { STRIPE_SCRIPT_URL } from '../stripe/load-stripe';

function Chooser() {
  const [card, setCard] = useState<SavedCard | null>(null);
  return (
    <>
      <SavedCardChoice label="Card to pay with" value={card?.payment_method_id ?? null} onChange={setCard} />
      <p>chosen: {card ? card.last4 : 'none'}</p>
    </>
  );
}

describe('saved cards: choose, add (offline card form), remove', () => {
  it('adds a card through the dialog: the number is checked (Luhn), tokenized by our endpoint, saved and chosen', async () => {
    let cards: SavedCard[] = [];
    const added = buildSavedCard({ id: 9, payment_method_id: 'pm_off_new', last4: '4242' });
    const api = memberApi({
      'member.savedCards': () => json(200, { data: cards }),
      'member.offlineTokenize': () =>
        json(200, {
          data: { payment_method_id: 'pm_off_new', brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        }),
      'member.addSavedCard': () => {
        cards = [added];
        return json(201, { data: added });
      },
    });
    renderScreen([{ path: '/', element: <Chooser /> }], '/', { fetch: api.impl });
    expect(await screen.findByText('You have no saved cards yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4241');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Your card number is invalid.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Card number' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      '/api/member/v4/payment-methods/offline-tokenize/',
      '/api/member/v4/payment-methods/',
    ]);
    expect(posts[0]?.body).toEqual({ card_number: '4242424242424242', expiry: '12/30', cvc: '123' });
    expect(posts[1]?.body).toEqual({ payment_method_id: 'pm_off_new' });
    expect(await screen.findByText('chosen: 4242')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Visa ending in 4242, expires 12/30' }).checked).toBe(
      true,
    );
  });

  it('chooses the newest card first, and another on removal', async () => {
    let cards = [
      buildSavedCard({ id: 2, payment_method_id: 'pm_a', last4: '1111' }),
      buildSavedCard({ id: 1, payment_method_id: 'pm_b', brand: 'Mastercard', last4: '4444' }),
    ];
    const api = memberApi({
      'member.savedCards': () => json(200, { data: cards }),
      'member.removeSavedCard': forId(2, () => {
        cards = cards.filter((card) => card.id !== 2);
        return json(200, { data: { message: 'Card removed.' } });
      }),
    });
    renderScreen([{ path: '/', element: <Chooser /> }], '/', { fetch: api.impl });
    expect(await screen.findByText('chosen: 1111')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa ending in 1111' }));
    expect(await screen.findByText('chosen: 4444')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /1111/ })).toBeNull();
  });
});

describe('Stripe.js card field (spec §8 script failures)', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete window.Stripe;
  });

  const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${STRIPE_SCRIPT_URL}"]`);

  it("shows 'Failed to load Stripe.js' when the script cannot load, loading it from Stripe's versioned address", async () => {
    renderWithProviders(<StripeCardForm formId="card" publicKey="pk_test_1" onTokenized={async () => undefined} />);
    await waitFor(() => expect(script()).not.toBeNull());
    script()?.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Failed to load Stripe.js')).toBeTruthy();
  });

  it("shows 'Stripe.js not available' when the script loads without Stripe", async () => {
    renderWithProviders(<StripeCardForm formId="card" publicKey="pk_test_1" onTokenized={async () => undefined} />);
    await waitFor(() => expect(script()).not.toBeNull());
    script()?.dispatchEvent(new Event('load'));
    expect(await screen.findByText('Stripe.js not available')).toBeTruthy();
  });

  it('mounts the card element and hands the payment method id on', async () => {
    const mounted: HTMLElement[] = [];
    const card = {
      mount: (target: HTMLElement) => mounted.push(target),
      destroy: () => undefined,
      on: () => undefined,
    };
    window.Stripe = (key: string) => ({
      elements: () => ({ create: () => card }),
      createPaymentMethod: async () => ({ paymentMethod: { id: `pm_from_${key}` } }),
    });
    const tokens: string[] = [];
    renderWithProviders(
      <>
        <StripeCardForm formId="card" publicKey="pk_test_1" onTokenized={async (id) => void tokens.push(id)} />
        <button type="submit" form="card">
          Save
        </button>
      </>,
    );
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(script()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tokens).toEqual(['pm_from_pk_test_1']));
  });
});
