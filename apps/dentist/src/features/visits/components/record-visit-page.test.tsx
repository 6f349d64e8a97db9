import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG_TOOTH_REQUIRED,
  MSG_VISIT_DATE_IN_FUTURE,
  addDaysIso,
  formatMoney,
  priceVisitLines,
  todayIsoDate,
  type VisitDetails,
} from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { pricingFixture } from '../../../shared/visit-form/visit-form-fixtures';
import { RecordVisitPage } from './record-visit-page';

const routes = [
  { path: '/visits/new', element: <RecordVisitPage /> },
  { path: '/visits/:visitId', element: <p>Visit details page</p> },
];

const pricing = pricingFixture({ D1110: 12000, D2391: 21000 });

const choices = { dentists: [{ id: 7, name: 'Ana Diaz' }], locations: [{ id: 3, name: 'Main Street' }] };

const saved: VisitDetails = {
  id: 41,
  appointment_date: '2026-11-20',
  status: 'completed',
  patient: { member_id: '123456789', name: 'Maria Lopez' },
  dentist_name: 'Ana Diaz',
  dentist: { id: 7, name: 'Ana Diaz' },
  location: { id: 3, name: 'Main Street' },
  billed_cents: 0,
  allowed_cents: 0,
  plan_cents: 0,
  member_cents: 0,
  paid_cents: 0,
  payments: [],
  recorded_at: '2026-11-20T15:00:00.000Z',
  voided: null,
  refundable: null,
  refunds: [],
  paid_at_office_cents: 0,
  lines: [],
};

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function pick(label: RegExp, code: string) {
  await userEvent.type(input(label), code);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(code) }));
}

describe('RecordVisitPage (issue 16 item 4)', () => {
  it('finds the linked patient, prices each line in the browser as it is typed, and saves one visit', async () => {
    const bodies: { idempotency_key: string; lines: unknown[]; dentist_id: number; location_id: number }[] = [];
    const api = fakeApi({
      'dentist.visitChoices': () => json(200, { data: choices }),
      'dentist.visitPricing': () => json(200, { data: pricing }),
      'dentist.recordVisit': ({ body }) => {
        bodies.push(body as (typeof bodies)[number]);
        return json(201, { data: saved });
      },
    });
    renderScreen(routes, '/visits/new?member_id=123456789&date_of_birth=1985-04-12', { fetch: api.impl });
    expect(await screen.findByText('Maria Lopez')).toBeTruthy();

    await pick(/^Procedure 1/, 'D1110');
    const cleaning = priceVisitLines(pricing, [{ code: 'D1110' }]).lines[0]!;
    expect(screen.getByTestId('line-1-shares').textContent).toContain(`Plan ${formatMoney(cleaning.plan_cents)}`);
    // Each share keeps its amount on its line (at 360 px "Patient" and its amount fell on two lines).
    for (const share of [
      `Fee ${formatMoney(cleaning.allowed_cents)}`,
      `Plan ${formatMoney(cleaning.plan_cents)}`,
      `Patient ${formatMoney(cleaning.member_cents)}`,
    ]) {
      const text = within(screen.getByTestId('line-1-shares')).getByText(share);
      expect(getComputedStyle(text).whiteSpace).toBe('nowrap');
    }
    expect(screen.queryByLabelText(/^Tooth 1/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add a procedure' }));
    await pick(/^Procedure 2/, 'D2391');
    await userEvent.click(screen.getByRole('button', { name: 'Save visit' }));
    expect(await screen.findByText(MSG_TOOTH_REQUIRED)).toBeTruthy();
    expect(bodies).toHaveLength(0);

    await userEvent.type(input(/^Tooth 2/), '30');
    await userEvent.type(input(/^Surfaces 2/), 'O');
    const both = priceVisitLines(pricing, [{ code: 'D1110' }, { code: 'D2391' }]);
    expect(screen.getByTestId('visit-totals').textContent).toBe(
      `Total: fee ${formatMoney(both.totals.allowed_cents)}, plan pays ${formatMoney(both.totals.plan_cents)}, patient pays ${formatMoney(both.totals.member_cents)}`,
    );

    await userEvent.dblClick(screen.getByRole('button', { name: 'Save visit' }));
    expect(await screen.findByText('Visit details page')).toBeTruthy();
    // A double click sends at most the same visit with the same key: the server saves it once.
    expect(bodies.length).toBeGreaterThanOrEqual(1);
    expect(new Set(bodies.map((b) => b.idempotency_key)).size).toBe(1);
    expect(bodies[0]).toMatchObject({
      dentist_id: 7,
      location_id: 3,
      lines: [
        { code: 'D1110', tooth: null, surfaces: null },
        { code: 'D2391', tooth: '30', surfaces: 'O' },
      ],
    });
  }, 60_000);

  it('says a visit date outside the coverage with the coverage dates as dates, not raw', async () => {
    const api = fakeApi({
      'dentist.visitChoices': () => json(200, { data: choices }),
      'dentist.visitPricing': () => json(200, { data: { ...pricing, covered: false } }),
    });
    renderScreen(routes, '/visits/new?member_id=123456789&date_of_birth=1985-04-12', { fetch: api.impl });
    expect(await screen.findByText(/no coverage on this date \(coverage Jan 1, 2024 – ongoing\)/)).toBeTruthy();
    expect(screen.queryByText(/2024-01-01/)).toBeNull();
  });

  it('says when no member matches the keys', async () => {
    const api = fakeApi({
      'dentist.visitChoices': () => json(200, { data: choices }),
      'dentist.visitPricing': () => json(404, { errors: 'Not found.' }),
    });
    renderScreen(routes, '/visits/new', { fetch: api.impl });
    await userEvent.type(input(/^Member id/), '123456789');
    await userEvent.type(input(/^Date of birth/), '1985-04-12');
    await userEvent.click(screen.getByRole('button', { name: 'Find patient' }));
    expect(await screen.findByText('No member matches this member id and date of birth')).toBeTruthy();
    // Said once, in the patient card: no "Not found." error toast on top of it (the walk of session 12).
    expect(screen.queryByText('Not found.')).toBeNull();
  });

  describe('issue 26 item 7: the patient card shows who the visit is for, never the last one', () => {
    it('a future visit date is refused on the date, and the patient found stays on screen', async () => {
      const priced: (string | null)[] = [];
      const api = fakeApi({
        'dentist.visitChoices': () => json(200, { data: choices }),
        'dentist.visitPricing': ({ query }) => {
          priced.push(query.get('appointment_date'));
          // As the server answers it (visitPricingQuerySchema).
          return query.get('appointment_date')! > todayIsoDate()
            ? json(400, { errors: { appointment_date: MSG_VISIT_DATE_IN_FUTURE } })
            : json(200, { data: pricing });
        },
      });
      renderScreen(routes, '/visits/new?member_id=123456789&date_of_birth=1985-04-12', { fetch: api.impl });
      expect(await screen.findByText('Maria Lopez')).toBeTruthy();
      await userEvent.clear(input(/^Visit date/));
      await userEvent.type(input(/^Visit date/), addDaysIso(todayIsoDate(), 3));
      expect(await screen.findByText(MSG_VISIT_DATE_IN_FUTURE)).toBeTruthy();
      expect(screen.getByText('Maria Lopez')).toBeTruthy();
      expect(priced).toEqual([todayIsoDate()]);
    });

    it('a look-up the rule refuses takes the found patient off the card, and nothing is saved for them', async () => {
      const bodies: unknown[] = [];
      const api = fakeApi({
        'dentist.visitChoices': () => json(200, { data: choices }),
        'dentist.visitPricing': () => json(200, { data: pricing }),
        'dentist.recordVisit': ({ body }) => {
          bodies.push(body);
          return json(201, { data: saved });
        },
      });
      renderScreen(routes, '/visits/new?member_id=123456789&date_of_birth=1985-04-12', { fetch: api.impl });
      expect(await screen.findByText('Maria Lopez')).toBeTruthy();
      await userEvent.clear(input(/^Member id/));
      await userEvent.type(input(/^Member id/), '98765');
      await userEvent.click(screen.getByRole('button', { name: 'Find patient' }));
      expect(await screen.findByText('Invalid member id')).toBeTruthy();
      expect(screen.queryByText('Maria Lopez')).toBeNull();
      await pick(/^Procedure 1/, 'D1110');
      await userEvent.click(screen.getByRole('button', { name: 'Save visit' }));
      expect(await screen.findByText('Invalid member id')).toBeTruthy();
      expect(bodies).toHaveLength(0);
    });

    it("'No member matches' goes when a later look-up is refused by the rule", async () => {
      const api = fakeApi({
        'dentist.visitChoices': () => json(200, { data: choices }),
        'dentist.visitPricing': () => json(404, { errors: 'Not found.' }),
      });
      renderScreen(routes, '/visits/new', { fetch: api.impl });
      await userEvent.type(input(/^Member id/), '123456789');
      await userEvent.type(input(/^Date of birth/), '1985-04-12');
      await userEvent.click(screen.getByRole('button', { name: 'Find patient' }));
      expect(await screen.findByText('No member matches this member id and date of birth')).toBeTruthy();
      await userEvent.clear(input(/^Date of birth/));
      await userEvent.click(screen.getByRole('button', { name: 'Find patient' }));
      expect(await screen.findByText('Required')).toBeTruthy();
      expect(screen.queryByText('No member matches this member id and date of birth')).toBeNull();
    });
  });
});
