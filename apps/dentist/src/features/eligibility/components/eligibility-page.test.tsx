import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import {
  BENEFIT_SEARCH_MAX_PROCEDURES,
  MSG_BENEFIT_SEARCH_LIMIT,
  MSG_MEMBER_ID_OR_LAST_NAME,
  PROCEDURE_CATALOGUE,
  type BenefitSearch,
} from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { eligiblePatientFixture } from '../eligibility-fixtures';
import { EligibilityPage } from './eligibility-page';

function EstimateNewStub() {
  return <p data-testid="estimate-new">{useLocation().search}</p>;
}

const routes = [
  { path: '/eligibility', element: <EligibilityPage /> },
  { path: '/estimates/new', element: <EstimateNewStub /> },
];

const patient = eligiblePatientFixture({
  individual: { limit_cents: 150000, used_cents: 150000, remaining_cents: 0 },
});

const search: BenefitSearch = {
  member_id: '123456789',
  name: 'Maria Lopez',
  plan_in_force: true,
  lines: [
    {
      code: 'D1110',
      name: 'Cleaning',
      service_type: 'PDS',
      fee_cents: 12000,
      allowed_cents: 9000,
      plan_cents: 9000,
      patient_cents: 0,
      reduction_reason: null,
    },
  ],
  fee_cents: 12000,
  plan_cents: 9000,
  patient_cents: 0,
  individual_remaining_cents: 50000,
  individual_remaining_after_cents: 41000,
  frequency: [],
};

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('EligibilityPage (issue 16 item 3)', () => {
  it('says which key is missing and checks the member id with the domain rule, without calling', async () => {
    const api = fakeApi({});
    renderScreen(routes, '/eligibility', { fetch: api.impl });
    expect(document.activeElement).toBe(input(/^Member id/));
    await userEvent.type(input(/^Date of birth/), '1985-04-12');
    await userEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    expect(await screen.findByText('Enter a member id or a last name')).toBeTruthy();
    await userEvent.type(input(/^Member id/), '12345{Enter}');
    expect(await screen.findByText('Invalid member id')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('issue 26 item 9: a 10-digit member id is refused with the rule’s message, not cut to 9 and looked up', async () => {
    const api = fakeApi({});
    renderScreen(routes, '/eligibility', { fetch: api.impl });
    await userEvent.type(input(/^Date of birth/), '1985-04-12');
    await userEvent.type(input(/^Member id/), '1234567890');
    expect((input(/^Member id/) as HTMLInputElement).value).toBe('1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    expect(await screen.findByText('Invalid member id')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the patient found: plan, network, coverage and the limits with the remaining colour', async () => {
    const queries: URLSearchParams[] = [];
    const api = fakeApi({
      'dentist.eligibility': ({ query }) => {
        queries.push(query);
        return json(200, { data: { practice_network: 'gold', patients: [patient] } });
      },
    });
    renderScreen(routes, '/eligibility', { fetch: api.impl });
    await userEvent.type(input(/^Member id/), '123456789');
    await userEvent.type(input(/^Date of birth/), '1985-04-12{Enter}');
    const card = await screen.findByRole('article', { name: 'Maria Lopez' });
    expect(within(card).getByText('Eligible')).toBeTruthy();
    expect(within(card).getByText('In network here')).toBeTruthy();
    expect(within(card).getByText('Gold PPO')).toBeTruthy();
    expect(within(card).getByText('80%')).toBeTruthy();
    const table = within(card).getByRole('table', { name: 'Benefits of Maria Lopez' });
    const remaining = within(table)
      .getAllByRole('cell')
      .find((cell) => cell.dataset.remainingColor);
    expect(remaining?.dataset.remainingColor).toBe('error');
    expect(queries[0]?.get('member_id')).toBe('123456789');
    expect(queries[0]?.get('date_of_birth')).toBe('1985-04-12');
    // Issue 26 item 21: the card's printout, by the same keys, opened in a new tab.
    const print = within(card).getByRole('link', { name: 'Print eligibility' });
    expect(print.getAttribute('href')).toBe(
      '/api/dentist/v1/eligibility/eligibility.pdf?member_id=123456789&date_of_birth=1985-04-12',
    );
    expect(print.getAttribute('target')).toBe('_blank');
  });

  it("says 'No member matches' when nobody matches", async () => {
    const api = fakeApi({
      'dentist.eligibility': () => json(200, { data: { practice_network: 'gold', patients: [] } }),
    });
    renderScreen(routes, '/eligibility', { fetch: api.impl });
    await userEvent.type(input(/^or Last name/), 'Nobody');
    await userEvent.type(input(/^Date of birth/), '1985-04-12{Enter}');
    expect(await screen.findByText('No member matches')).toBeTruthy();
  });

  it("lists the household's other covered people, each one click from their own check (issue 26 item 23)", async () => {
    const husband = { member_id: '987654321', first_name: 'Daniel', last_name: 'Lopez', date_of_birth: '1983-09-30' };
    const queries: URLSearchParams[] = [];
    const api = fakeApi({
      'dentist.eligibility': ({ query }) => {
        queries.push(query);
        const found =
          query.get('member_id') === husband.member_id
            ? { ...patient, ...husband, relationship: 'Primary' as const, household: [] }
            : { ...patient, household: [{ ...husband, relationship: 'Primary' as const }] };
        return json(200, { data: { practice_network: 'gold', patients: [found] } });
      },
    });
    renderScreen(routes, '/eligibility', { fetch: api.impl });
    await userEvent.type(input(/^Member id/), '123456789');
    await userEvent.type(input(/^Date of birth/), '1985-04-12{Enter}');
    const card = await screen.findByRole('article', { name: 'Maria Lopez' });
    const household = within(card).getByRole('list', { name: 'Household of Maria Lopez' });
    expect(within(household).getByRole('listitem').textContent).toBe('Check Daniel Lopez (Primary, born Sep 30, 1983)');
    await userEvent.click(within(household).getByRole('link', { name: 'Check Daniel Lopez' }));
    expect(await screen.findByRole('article', { name: 'Daniel Lopez' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Maria Lopez' })).toBeNull();
    expect(queries.at(-1)?.get('member_id')).toBe('987654321');
    expect(queries.at(-1)?.get('date_of_birth')).toBe('1983-09-30');
  });

  it('prices the chosen procedures with the Benefit Search and shows the total', async () => {
    const searched: URLSearchParams[] = [];
    const api = fakeApi({
      'dentist.eligibility': () => json(200, { data: { practice_network: 'gold', patients: [patient] } }),
      'dentist.benefitSearch': ({ query }) => {
        searched.push(query);
        return json(200, { data: search });
      },
    });
    renderScreen(routes, '/eligibility', { fetch: api.impl });
    await userEvent.type(input(/^Member id/), '123456789');
    await userEvent.type(input(/^Date of birth/), '1985-04-12{Enter}');
    await screen.findByRole('article', { name: 'Maria Lopez' });
    await userEvent.type(input(/^Procedures/), 'D1110');
    await userEvent.click(await screen.findByRole('option', { name: /D1110/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Price procedures' }));
    const table = await screen.findByRole('table', { name: 'Benefit Search' });
    // The allowed fee (schedule, with the office's fee under it), then the plan's share: plan + patient = allowed.
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['D1110 Cleaning', '$90.00office $120.00', '$90.00', '$0.00']);
    expect(screen.getByText(/Total: plan pays \$90\.00, patient pays \$0\.00/)).toBeTruthy();
    expect(searched[0]?.get('codes')).toBe('D1110');
    expect(searched[0]?.get('member_id')).toBe('123456789');
    // Issue 26 item 22: the estimate form opens for this patient with the searched codes.
    await userEvent.click(screen.getByRole('link', { name: 'Create an estimate with these procedures' }));
    const opened = new URLSearchParams((await screen.findByTestId('estimate-new')).textContent ?? '');
    expect(Object.fromEntries(opened)).toEqual({
      member_id: '123456789',
      date_of_birth: '1985-04-12',
      codes: 'D1110',
    });
  });

  it('issue 26 item 8: at the limit the helper says why an 11th procedure is greyed out', async () => {
    const api = fakeApi({
      'dentist.eligibility': () => json(200, { data: { practice_network: 'gold', patients: [patient] } }),
    });
    renderScreen(routes, '/eligibility', { fetch: api.impl });
    await userEvent.type(input(/^Member id/), '123456789');
    await userEvent.type(input(/^Date of birth/), '1985-04-12{Enter}');
    await screen.findByRole('article', { name: 'Maria Lopez' });
    expect(screen.getByText(`${MSG_BENEFIT_SEARCH_LIMIT}, by plain words or code`)).toBeTruthy();
    const codes = PROCEDURE_CATALOGUE.map((p) => p.code);
    for (const code of codes.slice(0, BENEFIT_SEARCH_MAX_PROCEDURES)) {
      await userEvent.click(input(/^Procedures/));
      await userEvent.paste(code);
      await userEvent.click(await screen.findByRole('option', { name: new RegExp(`\\(${code}\\)`) }));
    }
    expect(await screen.findByText(`${MSG_BENEFIT_SEARCH_LIMIT}: remove one to add another`)).toBeTruthy();
    const eleventh = codes[BENEFIT_SEARCH_MAX_PROCEDURES]!;
    await userEvent.click(input(/^Procedures/));
    await userEvent.paste(eleventh);
    const option = await screen.findByRole('option', { name: new RegExp(`\\(${eleventh}\\)`) });
    expect(option.getAttribute('aria-disabled')).toBe('true');
  }, 60_000);

  it('looks up at once the keys of a link (the patients list), showing them in the form', async () => {
    const queries: URLSearchParams[] = [];
    const api = fakeApi({
      'dentist.eligibility': ({ query }) => {
        queries.push(query);
        return json(200, { data: { practice_network: 'gold', patients: [patient] } });
      },
    });
    renderScreen(routes, '/eligibility?member_id=123456789&date_of_birth=1985-04-12', { fetch: api.impl });
    expect(await screen.findByRole('article', { name: 'Maria Lopez' })).toBeTruthy();
    expect(queries[0]?.get('member_id')).toBe('123456789');
    expect((input(/^Member id/) as HTMLInputElement).value).toBe('123456789');
    expect((input(/^Date of birth/) as HTMLInputElement).value).toBe('1985-04-12');
  });

  it('opens the empty form for a link whose keys the domain rule refuses, without calling', async () => {
    const api = fakeApi({});
    renderScreen(routes, '/eligibility?member_id=12&date_of_birth=1985-04-12', { fetch: api.impl });
    expect((input(/^Member id/) as HTMLInputElement).value).toBe('');
    expect(api.calls).toHaveLength(0);
  });

  describe('issue 26 item 7: a new look-up clears the last result (a wrong-patient risk)', () => {
    const found = () =>
      fakeApi({
        'dentist.eligibility': ({ query }) =>
          json(200, {
            data: { practice_network: 'gold', patients: query.get('member_id') === '123456789' ? [patient] : [] },
          }),
      });

    it('a look-up the domain rule refuses takes the found patient off the screen, without calling', async () => {
      const api = found();
      renderScreen(routes, '/eligibility', { fetch: api.impl });
      await userEvent.type(input(/^Member id/), '123456789');
      await userEvent.type(input(/^Date of birth/), '1985-04-12{Enter}');
      await screen.findByRole('article', { name: 'Maria Lopez' });
      await userEvent.clear(input(/^Member id/));
      await userEvent.type(input(/^Member id/), '98765{Enter}');
      expect(await screen.findByText('Invalid member id')).toBeTruthy();
      expect(screen.queryByRole('article', { name: 'Maria Lopez' })).toBeNull();
      expect(screen.queryByRole('form', { name: 'Benefit Search for Maria Lopez' })).toBeNull();
      expect(api.calls.filter((c) => c.name === 'dentist.eligibility')).toHaveLength(1);
    });

    it('a look-up that finds no one says so, and the found patient is gone', async () => {
      const api = found();
      renderScreen(routes, '/eligibility', { fetch: api.impl });
      await userEvent.type(input(/^Member id/), '123456789');
      await userEvent.type(input(/^Date of birth/), '1985-04-12{Enter}');
      await screen.findByRole('article', { name: 'Maria Lopez' });
      await userEvent.clear(input(/^Member id/));
      await userEvent.type(input(/^Member id/), '987654321{Enter}');
      expect(await screen.findByText('No member matches')).toBeTruthy();
      expect(screen.queryByRole('article', { name: 'Maria Lopez' })).toBeNull();
    });

    it("'No member matches' goes when a later look-up is refused by the rule", async () => {
      const api = found();
      renderScreen(routes, '/eligibility', { fetch: api.impl });
      await userEvent.type(input(/^Member id/), '987654321');
      await userEvent.type(input(/^Date of birth/), '1985-04-12{Enter}');
      expect(await screen.findByText('No member matches')).toBeTruthy();
      await userEvent.clear(input(/^Date of birth/));
      await userEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
      expect(await screen.findByText('Required')).toBeTruthy();
      expect(screen.queryByText('No member matches')).toBeNull();
    });

    it('the same keys checked again ask the server again (coverage changes with every visit)', async () => {
      const api = found();
      renderScreen(routes, '/eligibility', { fetch: api.impl });
      await userEvent.type(input(/^Member id/), '123456789');
      await userEvent.type(input(/^Date of birth/), '1985-04-12{Enter}');
      await screen.findByRole('article', { name: 'Maria Lopez' });
      await userEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
      await waitFor(() => expect(api.calls.filter((c) => c.name === 'dentist.eligibility')).toHaveLength(2));
      expect(await screen.findByRole('article', { name: 'Maria Lopez' })).toBeTruthy();
    });
  });

  it('issue 26 item 10: an empty look-up marks every required field, not only the date of birth', async () => {
    const api = fakeApi({});
    renderScreen(routes, '/eligibility', { fetch: api.impl });
    await userEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    expect(await screen.findByText(MSG_MEMBER_ID_OR_LAST_NAME)).toBeTruthy();
    expect(input(/^Member id/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Date of birth/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });
});
