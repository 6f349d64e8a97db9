import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_EFFECTIVE_IN_PAST, MSG_PRICE_DOLLARS, MSG_PRICE_RANGE, MSG_REQUIRED } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { PlanPage } from './plan-page';

const offering = (id: number, fields: Record<string, unknown>) => ({
  id,
  employee_class: null,
  plan_type: 'gold_med',
  plan_name: 'Gold Medium',
  monthly_price_cents: 4500,
  effective_date: '2027-01-01',
  ...fields,
});

const plan = {
  today: '2027-03-15',
  current: [
    offering(1, { plan_type: null, plan_name: 'Acme Group Dental', monthly_price_cents: 4500 }),
    offering(2, { employee_class: 'Drivers', monthly_price_cents: 123456, effective_date: '2027-02-01' }),
  ],
  scheduled: [offering(3, { plan_type: 'silver_low', plan_name: 'Silver Low', effective_date: '2027-06-01' })],
  history: [offering(4, { plan_name: 'Silver High', effective_date: '2016-01-01' })],
};

function render() {
  const sent: { name: string; body?: unknown; id?: string }[] = [];
  const api = fakeApi({
    'employer.groupPlan': () => json(200, { data: plan }),
    'employer.addPlanOffering': ({ body }) => {
      sent.push({ name: 'add', body });
      return json(201, {
        data: { ...plan, scheduled: [...plan.scheduled, offering(5, { effective_date: '2027-04-01' })] },
      });
    },
    'employer.cancelPlanOffering': ({ params }) => {
      sent.push({ name: 'cancel', id: params.id });
      return json(200, { data: { ...plan, scheduled: [] } });
    },
  });
  renderScreen([{ path: '/plan', element: <PlanPage /> }], '/plan', { fetch: api.impl, portal: 'employer' });
  return sent;
}

const form = () => within(screen.getByRole('form', { name: 'Schedule a plan change' }));

describe('PlanPage (issue 27 item 2)', () => {
  it('shows what is in force per class, the scheduled changes and the history, prices in dollars', async () => {
    render();
    const current = await screen.findByRole('table', { name: 'Plans in force today' });
    expect(current.textContent).toContain('All classes');
    expect(current.textContent).toContain('Acme Group Dental');
    expect(current.textContent).toContain('$45.00');
    expect(current.textContent).toContain('$1,234.56');
    expect(screen.getByRole('table', { name: 'Scheduled changes' }).textContent).toContain('Jun 1, 2027');
    expect(screen.getByRole('table', { name: 'Earlier plans' }).textContent).toContain('Silver High');
  });

  it('checks the change with the domain’s rules, then sends the price in cents', async () => {
    const sent = render();
    await screen.findByRole('table', { name: 'Plans in force today' });
    // The first of next month (after the server's day) is suggested.
    expect(form().getByLabelText(/^Takes effect on/)).toHaveProperty('value', '2027-04-01');
    await userEvent.type(form().getByLabelText(/^Monthly price/), 'abc');
    await userEvent.clear(form().getByLabelText(/^Takes effect on/));
    await userEvent.type(form().getByLabelText(/^Takes effect on/), '2027-03-01');
    await userEvent.click(form().getByRole('button', { name: 'Schedule change' }));
    expect(await form().findByText(MSG_PRICE_DOLLARS)).toBeTruthy();
    expect(form().getByText(MSG_EFFECTIVE_IN_PAST)).toBeTruthy();
    expect(form().getByText(MSG_REQUIRED)).toBeTruthy();
    await userEvent.clear(form().getByLabelText(/^Monthly price/));
    await userEvent.type(form().getByLabelText(/^Monthly price/), '0.00');
    await userEvent.click(form().getByRole('button', { name: 'Schedule change' }));
    expect(await form().findByText(MSG_PRICE_RANGE)).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(form().getByLabelText(/^Employee class/), 'Drivers');
    await userEvent.click(form().getByRole('combobox', { name: /^Plan/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gold Medium' }));
    await userEvent.clear(form().getByLabelText(/^Takes effect on/));
    await userEvent.type(form().getByLabelText(/^Takes effect on/), '2027-04-01');
    await userEvent.clear(form().getByLabelText(/^Monthly price/));
    await userEvent.type(form().getByLabelText(/^Monthly price/), '$52.50');
    await userEvent.click(form().getByRole('button', { name: 'Schedule change' }));
    await screen.findByText('The plan change is scheduled');
    expect(sent).toEqual([
      {
        name: 'add',
        body: {
          employee_class: 'Drivers',
          plan_type: 'gold_med',
          effective_date: '2027-04-01',
          monthly_price_cents: 5250,
        },
      },
    ]);
  });

  it('cancels a scheduled change', async () => {
    const sent = render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the change for All classes from Jun 1, 2027' }),
    );
    await screen.findByText('No changes are scheduled');
    expect(sent).toEqual([{ name: 'cancel', id: '3' }]);
  });
});
