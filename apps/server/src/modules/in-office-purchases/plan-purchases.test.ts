import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { planPurchaseSchema, type PlanPurchase } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import type { TestClient } from '../../testing/test-client.js';
import { DEMO_EMAILS, signedIn, statementsOf } from '../member/member.test-support.js';

type Page = { data: PlanPurchase[]; meta: { page: number; page_size: number; total: number } };

describe('GET member/v4/in-office-plan-purchases/', () => {
  let server: TestServer;
  let inOffice: TestClient;
  let member: TestClient;
  beforeAll(async () => {
    server = await createTestServer();
    inOffice = await signedIn(server.app, DEMO_EMAILS.inOffice);
    member = await signedIn(server.app, DEMO_EMAILS.member);
  });
  afterAll(() => server.close());

  const list = async (client: TestClient, query = '') => {
    const response = await client.get(`/api/member/v4/in-office-plan-purchases/${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };

  it('lists the household purchases with their instalments, newest first', async () => {
    const page = await list(inOffice);
    expect(page.meta.total).toBe(2);
    for (const purchase of page.data) expect(planPurchaseSchema.parse(purchase)).toEqual(purchase);
    const [current, past] = page.data;
    expect((current?.end_date ?? '') >= (past?.end_date ?? '')).toBe(true);
  });

  it('splits current and past views (spec §3)', async () => {
    const current = await list(inOffice, '?view=current');
    const past = await list(inOffice, '?view=past');
    expect(current.data).toHaveLength(1);
    expect(past.data).toHaveLength(1);
    expect(current.data[0]?.status).toBe('Active');
  });

  it('derives the payment status, balance and next payment from the instalments', async () => {
    const { data } = await list(inOffice, '?view=current');
    const purchase = data[0];
    const statuses = new Set(purchase?.instalments.map((i) => i.status));
    expect(statuses).toEqual(new Set(['Paid', 'Past due', 'Scheduled']));
    expect(purchase?.payment_status).toBe('Past due');
    const unpaid = purchase?.instalments.filter((i) => i.status !== 'Paid') ?? [];
    expect(purchase?.balance_cents).toBe(unpaid.reduce((sum, i) => sum + i.amount_cents, 0));
    expect(purchase?.next_payment_date).toBe(unpaid.map((i) => i.due_date).sort()[0]);
    expect(purchase?.card_last4).toMatch(/^\d{4}$/);
  });

  it('filters by payment status (Paid, Past due, Scheduled; blank for All)', async () => {
    expect((await list(inOffice, '?payment_status=Past%20due')).data.map((p) => p.payment_status)).toEqual([
      'Past due',
    ]);
    expect((await list(inOffice, '?payment_status=')).meta.total).toBe(2);
    const bad = await inOffice.get('/api/member/v4/in-office-plan-purchases/?payment_status=Late');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { payment_status: 'Invalid' } });
  });

  it('paginates with a total', async () => {
    const first = await list(inOffice, '?page_size=1');
    const second = await list(inOffice, '?page_size=1&page=2');
    const beyond = await list(inOffice, '?page_size=1&page=3');
    expect([first.data.length, second.data.length, beyond.data.length]).toEqual([1, 1, 0]);
    expect(first.data[0]?.id).not.toBe(second.data[0]?.id);
    expect(beyond.meta.total).toBe(2);
  });

  it('lists one statement per call after authentication', async () => {
    const { statements } = await statementsOf(server, () => list(inOffice));
    expect(statements.filter((s) => s.includes('in_office_plan_purchases'))).toHaveLength(1);
  });

  it("answers another household's purchase with 404 and shows none of it in lists", async () => {
    const { data } = await list(inOffice);
    const theirs = data[0]?.id ?? 0;
    expect((await list(member)).data.map((p) => p.id)).not.toContain(theirs);
    const response = await member.get(`/api/member/v4/in-office-plan-purchases/${theirs}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: 'Not found.' });
  });

  it('answers one of its own purchases and audits the read', async () => {
    const { data } = await list(inOffice);
    const id = data[0]?.id ?? 0;
    const response = await inOffice.get(`/api/member/v4/in-office-plan-purchases/${id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: PlanPurchase }>().data).toEqual(data[0]);
    const audit = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'plan_purchase_read' and subject_id = ${String(id)}`,
    );
    expect(audit.rows[0]?.n).toBe(1);
  });

  it('refuses signed-out callers with 401', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/member/v4/in-office-plan-purchases/' });
    expect(response.statusCode).toBe(401);
  });
});
