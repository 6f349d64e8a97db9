import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_CARD_DECLINED, type VisitDetails } from '@dental/domain';
import { fakeApi, forId, json, renderScreen } from '@dental/ui/testing';
import { VisitDetailsPage } from './visit-details-page';

const routes = [{ path: '/visits/:visitId', element: <VisitDetailsPage /> }];

const visit: VisitDetails = {
  id: 41,
  appointment_date: '2026-11-20',
  status: 'completed',
  patient: { member_id: '123456789', name: 'Maria Lopez' },
  dentist_name: 'Ana Diaz',
  dentist: { id: 7, name: 'Ana Diaz' },
  location: { id: 3, name: 'Main Street' },
  billed_cents: 12000,
  allowed_cents: 9000,
  plan_cents: 5200,
  member_cents: 3800,
  paid_cents: 0,
  payments: [],
  recorded_at: '2026-11-20T15:00:00.000Z',
  voided: null,
  refundable: null,
  refunds: [],
  paid_at_office_cents: 0,
  lines: [],
};
const cards = [
  { id: 5, brand: 'Visa', last4: '4242' },
  { id: 6, brand: 'Mastercard', last4: '0002' },
];

describe('Charge card on file (decision 0033)', () => {
  it("offers the visit's receipt printout: a link to the server's PDF in a new tab (issue 26 item 21)", async () => {
    const api = fakeApi({
      'dentist.visit': forId(41, () => json(200, { data: visit })),
      'dentist.visitCards': forId(41, () => json(200, { data: cards })),
    });
    renderScreen(routes, '/visits/41', { fetch: api.impl });
    const print = await screen.findByRole('link', { name: 'Print receipt' });
    expect(print.getAttribute('href')).toBe('/api/dentist/v1/visits/41/receipt.pdf');
    expect(print.getAttribute('target')).toBe('_blank');
  });

  it('lists the saved cards, confirms amount and card, and charges once with one key', async () => {
    const charges: { card_id: number; idempotency_key: string }[] = [];
    const api = fakeApi({
      'dentist.visit': forId(41, () => json(200, { data: visit })),
      'dentist.visitCards': forId(41, () => json(200, { data: cards })),
      'dentist.chargeVisitCard': forId(41, ({ body }) => {
        charges.push(body as { card_id: number; idempotency_key: string });
        if (charges.length === 1) return json(402, { errors: MSG_CARD_DECLINED });
        return json(200, {
          data: {
            ...visit,
            status: 'paid',
            paid_cents: 3800,
            payments: [{ date: '2026-11-20', amount_cents: 3800, method: 'card' }],
          },
        });
      }),
    });
    renderScreen(routes, '/visits/41', { fetch: api.impl });
    const group = await screen.findByRole('radiogroup', { name: 'Saved cards' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Visa ending 4242', 'Mastercard ending 0002']);
    await userEvent.click(screen.getByRole('radio', { name: 'Mastercard ending 0002' }));
    await userEvent.click(screen.getByRole('button', { name: 'Charge card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Charge card on file' });
    expect(within(dialog).getByText('Charge $38.00 to Mastercard ending 0002?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Charge' }));
    // Declined: the message, nothing marked paid, the same confirmation cannot be sent again.
    expect(await within(dialog).findByText(MSG_CARD_DECLINED)).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Charge' }).disabled).toBe(true);
    expect(screen.getByText('Unpaid')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('radio', { name: 'Visa ending 4242' }));
    await userEvent.click(screen.getByRole('button', { name: 'Charge card' }));
    const again = await screen.findByRole('dialog', { name: 'Charge card on file' });
    expect(within(again).getByText('Charge $38.00 to Visa ending 4242?')).toBeTruthy();
    await userEvent.dblClick(within(again).getByRole('button', { name: 'Charge' }));
    expect(await screen.findByText(/Paid \$38\.00 by Card/)).toBeTruthy();
    // The decline, then the second confirmation: a double click sends (at most twice) one key, charged once.
    const [first, ...second] = charges;
    expect(first?.card_id).toBe(6);
    expect(new Set(second.map((c) => `${c.card_id} ${c.idempotency_key}`)).size).toBe(1);
    expect(second[0]?.card_id).toBe(5);
    expect(second[0]?.idempotency_key).not.toBe(first?.idempotency_key);
    expect(screen.queryByRole('button', { name: 'Charge card' })).toBeNull();
  });
});
