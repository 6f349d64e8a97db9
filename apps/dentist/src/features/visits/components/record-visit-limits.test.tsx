// Issue 26 item 20 on the record-visit form: a line over the plan's frequency limit says why the plan pays
// nothing (priced in the browser from the pricing's history), a date past the filing limit is refused on the date
// before any pricing, and a line repeating another is refused on that line with nothing sent.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMMON_FREQUENCY_LIMITS,
  addDaysIso,
  duplicateLineMessage,
  earliestVisitDate,
  pastFilingLimitMessage,
  todayIsoDate,
} from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { pricingFixture } from '../../../shared/visit-form/visit-form-fixtures';
import { RecordVisitPage } from './record-visit-page';

const routes = [
  { path: '/visits/new', element: <RecordVisitPage /> },
  { path: '/visits/:visitId', element: <p>Visit details page</p> },
];
const choices = { dentists: [{ id: 7, name: 'Ana Diaz' }], locations: [{ id: 3, name: 'Main Street' }] };
const today = todayIsoDate();
// The fixture's practice is gold with the gold schedule: D1110 is allowed $92.00 of its $120.00.
const twoCleanings = {
  ...pricingFixture({ D1110: 12000, D0120: 6000 }),
  frequency: {
    limits: [...COMMON_FREQUENCY_LIMITS],
    history: [
      { code: 'D1110', date: today, tooth: null, counts: true },
      { code: 'D1110', date: today, tooth: null, counts: true },
    ],
    date_of_birth: '1985-04-12',
    service_date: today,
  },
};

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
async function pick(label: RegExp, code: string) {
  await userEvent.type(input(label), code);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(code) }));
}

describe('RecordVisitPage: frequency and filing limits (issue 26 item 20)', () => {
  it('says a third cleaning in the year is the patient’s, and refuses a repeated line without sending', async () => {
    const sent: unknown[] = [];
    const api = fakeApi({
      'dentist.visitChoices': () => json(200, { data: choices }),
      'dentist.visitPricing': () => json(200, { data: twoCleanings }),
      'dentist.recordVisit': ({ body }) => {
        sent.push(body);
        return json(500, {});
      },
    });
    renderScreen(routes, '/visits/new?member_id=123456789&date_of_birth=1985-04-12', { fetch: api.impl });
    expect(await screen.findByText('Maria Lopez')).toBeTruthy();
    await pick(/^Procedure 1/, 'D1110');
    expect(screen.getByTestId('line-1-shares').textContent).toBe(
      'Fee $92.00Plan $0.00 · Patient $92.00Over the plan’s frequency limit',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a procedure' }));
    await pick(/^Procedure 2/, 'D1110');
    await userEvent.click(screen.getByRole('button', { name: 'Save visit' }));
    expect(await screen.findByText(duplicateLineMessage(1))).toBeTruthy();
    expect(sent).toHaveLength(0);
  }, 30_000);

  it('refuses a date past the filing limit on the date, asking nothing', async () => {
    const priced: (string | null)[] = [];
    const api = fakeApi({
      'dentist.visitChoices': () => json(200, { data: choices }),
      'dentist.visitPricing': ({ query }) => {
        priced.push(query.get('appointment_date'));
        return json(200, { data: twoCleanings });
      },
    });
    renderScreen(routes, '/visits/new?member_id=123456789&date_of_birth=1985-04-12', { fetch: api.impl });
    expect(await screen.findByText('Maria Lopez')).toBeTruthy();
    await userEvent.clear(input(/^Visit date/));
    await userEvent.type(input(/^Visit date/), addDaysIso(earliestVisitDate(today)!, -1));
    expect(await screen.findByText(pastFilingLimitMessage())).toBeTruthy();
    expect(priced).toEqual([today]);
  }, 30_000);
});
