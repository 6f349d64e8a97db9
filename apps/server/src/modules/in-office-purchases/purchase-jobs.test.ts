// The purchase job kinds on the platform's runner with a controllable clock: charging due instalments,
// retrying on the published schedule, Past due with notifications, reminders, renewal and ending, two workers
// charging once.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  INSTALMENT_RETRY_DAYS,
  OFFLINE_TEST_CARDS,
  addDaysIso,
  ageOn,
  todayIsoDate,
  type PlanPurchase,
  type SavedCard,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import type { TestClient } from '../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, othersInHousehold, signedIn } from '../member/member.test-support.js';
import { manualClock, type Clock, type ManualClock } from '../../platform/clock.js';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../../platform/jobs/index.js';
import { offlineGateway } from '../../payments/offline-gateway.js';
import { purchaseJobKinds } from './purchase-job-kinds.js';

const PURCHASES = '/api/member/v4/in-office-plan-purchases/';
const CARDS = '/api/member/v4/payment-methods/';

/** A runner of the purchase kinds alone (the registry's own tests are in platform/jobs/). */
const purchaseRunner = (server: TestServer, clock: Clock, options: Partial<JobRunnerOptions> = {}) =>
  createJobRunner({
    db: server.db,
    kinds: purchaseJobKinds({ db: server.db, gateway: offlineGateway(server.db, clock) }),
    clock,
    ...options,
  });

describe('the purchase jobs', () => {
  let server: TestServer;
  let member: TestClient;
  let clock: ManualClock;
  let runner: JobRunner;
  let patientId: number;
  let householdId: number;
  /** The household's adults: one current membership of a plan per person (issue 17), so parallel buys cover one each. */
  let adults: number[];
  let userId: number;
  let planId: number;
  let practiceUserIds: number[];
  let good: SavedCard;
  let declined: SavedCard;
  let keyNumber = 0;

  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await server.db.execute<T>(query)).rows;
  const purchase = async (id: number) => (await member.get(`${PURCHASES}${id}/`)).json<{ data: PlanPurchase }>().data;
  const at = (day: string) => clock.set(new Date(`${day}T12:00:00Z`));

  async function save(number: string): Promise<SavedCard> {
    const token = (
      await member.post(`${CARDS}offline-tokenize/`, { card_number: number, expiry: '12/45', cvc: '123' })
    ).json<{ data: { payment_method_id: string } }>().data;
    return (await member.post(CARDS, { payment_method_id: token.payment_method_id })).json<{ data: SavedCard }>().data;
  }

  async function buy(mode: 'full' | 'monthly', who = patientId): Promise<PlanPurchase> {
    keyNumber += 1;
    const response = await member.post(PURCHASES, {
      plan_id: planId,
      covered_patient_ids: [who],
      payment_mode: mode,
      payment_method_id: good.payment_method_id,
      terms_accepted: true,
      idempotency_key: `runner-test-${keyNumber}`,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: PlanPurchase }>().data;
  }

  const useCard = (purchaseId: number, card: SavedCard) =>
    server.db.execute(
      sql`update in_office_plan_purchases set payment_method_id = ${card.payment_method_id} where id = ${purchaseId}`,
    );
  const notes = (userIds: number[], title: string) =>
    rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id in ${sql.raw(`(${userIds.join(',') || 0})`)} and title = ${title}`,
    ).then((r) => r[0]?.n ?? 0);

  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    patientId = me.patientId;
    householdId = me.householdId;
    adults = [
      patientId,
      ...(await othersInHousehold(server.db, householdId, patientId))
        .filter((p) => (ageOn(p.dateOfBirth, todayIsoDate()) ?? 0) >= 18)
        .map((p) => p.id),
    ];
    userId = me.userId;
    const [plan] = await rows<{
      id: number;
      practice_id: number;
    }>(sql`select ip.id, ip.practice_id from in_office_plans ip
      where ip.active and ip.eligible_under_age is null and exists (select 1 from practice_users u where u.practice_id = ip.practice_id) order by ip.id limit 1`);
    if (!plan) throw new Error('no plan of a practice with users');
    planId = plan.id;
    practiceUserIds = (
      await rows<{ user_id: number }>(sql`select user_id from practice_users where practice_id = ${plan.practice_id}`)
    ).map((r) => r.user_id);
    good = await save(OFFLINE_TEST_CARDS.success);
    declined = await save(OFFLINE_TEST_CARDS.declined);
    clock = manualClock(new Date());
    runner = purchaseRunner(server, clock);
  });
  afterAll(async () => {
    await runner.stop();
    await server.close();
  });

  // Each test buys with no current membership left from the one before (issue 17: one per person).
  beforeEach(async () => {
    if (server)
      await server.db.execute(
        sql`update in_office_plan_purchases set status = 'Cancelled' where household_id = ${householdId} and status = 'Active'`,
      );
  });

  it('charges a monthly instalment on its due date, once however often it runs', async () => {
    const bought = await buy('monthly');
    const second = bought.instalments[1];
    if (!second) throw new Error('no second instalment');
    at(addDaysIso(second.due_date, -1));
    await runner.tick();
    expect((await purchase(bought.id)).instalments[1]?.status).toBe('Scheduled');
    at(second.due_date);
    await runner.tick();
    await runner.tick();
    const after = await purchase(bought.id);
    expect(after.instalments[1]).toMatchObject({ status: 'Paid', attempts: 1 });
    expect(after.payments.filter((p) => p.kind === 'instalment')).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_cents: second.amount_cents, card_last4: '4242' }),
    ]);
    expect(after.balance_cents).toBe(bought.balance_cents - second.amount_cents);
  });

  it('retries a failed instalment after 2, 7 and 14 days, Past due and the member and practice told', async () => {
    const bought = await buy('monthly');
    await useCard(bought.id, declined);
    const due = bought.instalments[1]?.due_date ?? '';
    at(due);
    await runner.tick();
    let now = await purchase(bought.id);
    expect(now.instalments[1]).toMatchObject({
      status: 'Past due',
      attempts: 1,
      next_attempt_date: addDaysIso(due, INSTALMENT_RETRY_DAYS[0]),
      failure_message: 'Your card was declined.',
    });
    expect(now).toMatchObject({ past_due: true, payment_status: 'Past due' });
    expect(await notes([userId], 'Plan payment past due')).toBeGreaterThan(0);
    expect(await notes(practiceUserIds, 'Plan payment past due')).toBeGreaterThan(0);
    for (const [index, days] of INSTALMENT_RETRY_DAYS.entries()) {
      at(addDaysIso(due, days - 1));
      await runner.tick();
      expect((await purchase(bought.id)).instalments[1]?.attempts).toBe(index + 1);
      at(addDaysIso(due, days));
      await runner.tick();
      expect((await purchase(bought.id)).instalments[1]?.attempts).toBe(index + 2);
    }
    now = await purchase(bought.id);
    expect(now.instalments[1]).toMatchObject({ status: 'Past due', attempts: 4, next_attempt_date: null });
    expect(now.payments.filter((p) => p.kind === 'instalment' && p.status === 'failed')).toHaveLength(4);
    expect(await notes([userId], 'Plan payment still past due')).toBeGreaterThan(0);
  });

  it('a retry with a working card pays the past-due instalment', async () => {
    const bought = await buy('monthly');
    await useCard(bought.id, declined);
    const due = bought.instalments[1]?.due_date ?? '';
    at(due);
    await runner.tick();
    await useCard(bought.id, good);
    at(addDaysIso(due, INSTALMENT_RETRY_DAYS[0]));
    await runner.tick();
    const after = await purchase(bought.id);
    expect(after.instalments[1]).toMatchObject({ status: 'Paid', attempts: 2 });
    expect(after.past_due).toBe(false);
  });

  it('reminds 30 and 14 days before the end, then renews a purchase with auto renew', async () => {
    const bought = await buy('full');
    for (const days of [30, 14]) {
      at(addDaysIso(bought.end_date, -days));
      await runner.tick();
      await runner.tick();
    }
    const reminders = await rows<{ n: number }>(
      sql`select count(*)::int as n from jobs where kind = 'renewal_reminder' and payload->>'purchaseId' = ${String(bought.id)} and status = 'done'`,
    );
    expect(reminders[0]?.n).toBe(2);
    at(bought.end_date);
    await runner.tick();
    await runner.tick();
    const renewed = await rows<{ id: number; status: string; start_date: string }>(
      sql`select id, status::text, start_date::text from in_office_plan_purchases where renewed_from_id = ${bought.id}`,
    );
    expect(renewed).toEqual([expect.objectContaining({ status: 'Active', start_date: bought.end_date })]);
    expect((await purchase(bought.id)).status).toBe('Expired');
    const next = await purchase(renewed[0]?.id ?? 0);
    expect(next).toMatchObject({ payment_status: 'Paid', balance_cents: 0, auto_renew: true });
    await runner.tick();
    expect(await rows(sql`select id from in_office_plan_purchases where renewed_from_id = ${bought.id}`)).toHaveLength(
      1,
    );
  });

  it('ends a purchase without auto renew at its term end', async () => {
    const bought = await buy('full');
    await member.patch(`${PURCHASES}${bought.id}/`, { auto_renew: false });
    at(bought.end_date);
    await runner.tick();
    expect((await purchase(bought.id)).status).toBe('Expired');
    expect(await rows(sql`select id from in_office_plan_purchases where renewed_from_id = ${bought.id}`)).toHaveLength(
      0,
    );
    expect(await notes([userId], 'Your plan has ended')).toBeGreaterThan(0);
  });

  it('two workers charge every due instalment exactly once', async () => {
    expect(adults.length).toBeGreaterThanOrEqual(3);
    const bought = await Promise.all(adults.slice(0, 3).map((who) => buy('monthly', who)));
    const last = bought[0]?.instalments.at(-1)?.due_date ?? '';
    at(last);
    const other = purchaseRunner(server, clock, { batchSize: 3 });
    await Promise.all([runner.tick(), other.tick()]);
    const ids = bought.map((p) => p.id);
    const charged = await rows<{
      instalment_id: number;
      n: number;
    }>(sql`select i.id as instalment_id, count(p.id)::int as n
      from instalments i left join payments p on p.id = i.payment_id or (p.idempotency_key like 'instalment-' || i.id || '-%')
      where i.purchase_id in ${sql.raw(`(${ids.join(',')})`)} and i.sequence > 1 group by i.id`);
    expect(charged).toHaveLength(bought.reduce((n, p) => n + p.instalments.length - 1, 0));
    expect(charged.every((c) => c.n === 1)).toBe(true);
    for (const id of ids) expect((await purchase(id)).balance_cents).toBe(0);
  });

  it('runs on its own once started and stops when told', async () => {
    const bought = await buy('monthly');
    at(bought.instalments[1]?.due_date ?? '');
    const background = purchaseRunner(server, clock, { pollMs: 5, sweepMs: 5 });
    background.start();
    await vi.waitFor(async () => expect((await purchase(bought.id)).instalments[1]?.status).toBe('Paid'), {
      timeout: 30_000,
      interval: 50,
    });
    await background.stop();
    at(bought.instalments[2]?.due_date ?? '');
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from jobs`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from jobs`)).toEqual(before);
  });
});
