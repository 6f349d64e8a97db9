// Issue 29 item 3: money written under load. A member buys in-office plans through the portal's address, with a
// saved offline 4242 card: each plan the household's people may still hold, once, under a fresh idempotency key.
import { OFFLINE_TEST_CARDS } from '@dental/domain';
import { ApiSession, DEMO_PASSWORD } from '../../../bench/lib/http-session.mjs';
import { withDatabase } from './primary.js';

const PURCHASES = '/api/member/v4/in-office-plan-purchases/';
const CARDS = '/api/member/v4/payment-methods/';
/** The start of the idempotency key of each purchase the buyer asks for. */
export const PURCHASE_KEY_PREFIX = 'cluster-kill-';

export interface PurchaseAnswer {
  key: string;
  status: number;
  /** The purchase's id, in a 201 answer. */
  id?: number;
}

/** `email`'s session on `base` with a saved card, ready to buy the plans its household does not hold yet. */
export async function planBuyer(base: string, databaseUrl: string, email: string) {
  const session = await new ApiSession(base).signIn(email, DEMO_PASSWORD, 'member');
  const token = await session.request('POST', `${CARDS}offline-tokenize/`, {
    card_number: OFFLINE_TEST_CARDS.success,
    expiry: '12/39',
    cvc: '123',
  });
  const saved = await session.request('POST', CARDS, {
    payment_method_id: (token.body as { data: { payment_method_id: string } }).data.payment_method_id,
  });
  if (saved.status !== 201) throw new Error(`saving the card answered ${saved.status}`);
  const card = (saved.body as { data: { payment_method_id: string } }).data.payment_method_id;
  // Active plans each person's age fits and that no active purchase covers them by.
  const { householdId, choices } = await withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query<{ household_id: number; plan_id: number; patient_id: number }>(
      `select p.household_id, ip.id as plan_id, p.id as patient_id
       from users u join patients me on me.user_id = u.id join patients p on p.household_id = me.household_id
       cross join lateral (select date_part('year', age(p.date_of_birth)) as years) a
       join in_office_plans ip on ip.active and coalesce(ip.eligible_min_age, 0) <= a.years
         and (ip.eligible_under_age is null or ip.eligible_under_age > a.years)
       where u.email = $1 and not exists (select 1 from purchase_covered_patients c
         join in_office_plan_purchases pu on pu.id = c.purchase_id and pu.status = 'Active'
         where c.patient_id = p.id and pu.plan_id = ip.id)
       order by ip.id, p.id`,
      [email],
    );
    return { householdId: rows[0]?.household_id ?? 0, choices: rows };
  });
  const answers: PurchaseAnswer[] = [];
  return {
    householdId,
    answers,
    /** Buys the next plan (in full or monthly in turn); false when none is left. */
    async buyNext(): Promise<boolean> {
      const choice = choices.pop();
      if (!choice) return false;
      const key = `${PURCHASE_KEY_PREFIX}${choice.plan_id}-${choice.patient_id}`;
      const answer = await session.request('POST', PURCHASES, {
        plan_id: choice.plan_id,
        covered_patient_ids: [choice.patient_id],
        payment_mode: choices.length % 2 === 0 ? 'full' : 'monthly',
        payment_method_id: card,
        terms_accepted: true,
        idempotency_key: key,
      });
      const id = answer.status === 201 ? (answer.body as { data: { id: number } }).data.id : undefined;
      answers.push({ key, status: answer.status, ...(id === undefined ? {} : { id }) });
      return true;
    },
  };
}
