import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  estimateDetailsSchema,
  estimatesResponseSchema,
  type EstimateDetails,
  type EstimatesResponse,
} from '@dental/domain';
import { appointmentLines, appointments } from '../../../db/schema/index.js';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, signedIn, statementsOf } from '../member.test-support.js';

const LIST = '/api/member/v4/estimates/';

describe('GET member/v4/estimates/ and member/v4/estimates/{id}/', () => {
  let server: TestServer;
  let member: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    other = await signedIn(server.app, DEMO_EMAILS.inOffice);
  });
  afterAll(() => server.close());

  const list = async (client: TestClient, query = '') => {
    const response = await client.get(`${LIST}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<EstimatesResponse>();
    expect(estimatesResponseSchema.parse(body)).toEqual(body);
    return body;
  };
  const details = async (client: TestClient, id: number) => {
    const response = await client.get(`${LIST}${id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: EstimateDetails }>().data;
    expect(estimateDetailsSchema.parse(body)).toEqual(body);
    return body;
  };

  it('lists the household estimates newest first, paginated, the same rows as the receipts estimates view', async () => {
    const whole = await list(member, '?page_size=100');
    expect(whole.meta.total).toBeGreaterThan(1);
    expect(whole.data.every((e, i) => i === 0 || (whole.data[i - 1]?.date ?? '') >= e.date)).toBe(true);
    const first = await list(member, '?page_size=1');
    const second = await list(member, '?page_size=1&page=2');
    const beyond = await list(member, `?page_size=1&page=${whole.meta.total + 1}`);
    expect([first.data[0], second.data[0]]).toEqual(whole.data.slice(0, 2));
    expect(beyond).toMatchObject({ data: [], meta: { total: whole.meta.total } });
    const view = (await member.get(`/api/member/v4/transactions/?view=estimates&page_size=100`)).json<{
      data: { id: number }[];
    }>();
    expect(view.data.map((t) => t.id)).toEqual(whole.data.map((e) => e.id));
  });

  it('re-prices a freshly seeded estimate to the shares the seed stored (same engine, same accumulators)', async () => {
    const estimates = await list(member, '?page_size=100');
    const stored = (
      await member.get('/api/member/v4/transactions/?view=estimates&page_size=100')
    ).json<EstimatesResponse>().data;
    expect(estimates.data.map((e) => [e.id, e.billed_cents, e.plan_cents, e.member_cents])).toEqual(
      stored.map((e) => [e.id, e.billed_cents, e.plan_cents, e.member_cents]),
    );
  });

  it('lists one page with its pricing inputs and the total in ONE statement after authentication (past the last page too)', async () => {
    for (const query of ['', '?page=99']) {
      const { statements } = await statementsOf(server, () => list(member, query));
      expect(statements.filter((s) => /estimates/.test(s))).toHaveLength(1);
    }
  });

  it('answers an estimate with its lines re-priced; the lines add up to the totals and the list row; audited', async () => {
    const { data } = await list(member, '?page_size=100');
    for (const summary of data) {
      const estimate = await details(member, summary.id);
      const { lines: _lines, totals: _totals, ...rest } = estimate;
      expect(rest).toEqual(summary);
      const sum = (key: 'billed_cents' | 'allowed_cents' | 'plan_cents' | 'member_cents') =>
        estimate.lines.reduce((s, l) => s + l[key], 0);
      expect(estimate.totals).toEqual({
        billed_cents: sum('billed_cents'),
        allowed_cents: sum('allowed_cents'),
        plan_cents: sum('plan_cents'),
        member_cents: sum('member_cents'),
      });
      for (const line of estimate.lines) expect(line.plan_cents + line.member_cents).toBe(line.allowed_cents);
    }
    const audit = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'estimate_read'`,
    );
    expect(audit.rows[0]?.n).toBeGreaterThanOrEqual(data.length);
  });

  it('reads an estimate in one statement plus its audit row', async () => {
    const id = (await list(member)).data[0]?.id ?? 0;
    const { statements } = await statementsOf(server, () => details(member, id));
    expect(statements.filter((s) => /from estimates/.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /insert into "audit_log"/.test(s))).toHaveLength(1);
  });

  it("answers another household's estimate with 404 and lists none of it", async () => {
    const mine = (await list(member, '?page_size=100')).data.map((e) => e.id);
    const theirs = (await list(other, '?page_size=100')).data.map((e) => e.id);
    expect(theirs.some((id) => mine.includes(id))).toBe(false);
    const response = await other.get(`${LIST}${mine[0]}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: 'Not found.' });
    expect((await member.get(`${LIST}99999999/`)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it('re-prices against the current accumulators: after a $100,000 crown claim this year uses up the annual maximum, the plan pays $0 of the estimate’s non-ortho lines (annual maximum reached)', async () => {
    const { data } = await list(member, '?page_size=100');
    const before = await Promise.all(data.map((e) => details(member, e.id)));
    const estimate = before.find(
      (e) => e.plan_in_force && e.lines.some((l) => l.plan_cents > 0 && !l.code.startsWith('D8')),
    );
    if (!estimate) throw new Error('the demo household needs an estimate the plan pays for');
    const [visit] = await server.db
      .insert(appointments)
      .values({
        householdId: await householdOf(server, estimate.patient.id),
        patientId: estimate.patient.id,
        practiceId: estimate.practice.id,
        appointmentDate: estimate.priced_on,
        status: 'completed',
      })
      .returning({ id: appointments.id });
    await server.db.insert(appointmentLines).values({
      appointmentId: visit?.id ?? 0,
      procedureCode: 'D2740',
      billedCents: 10_000_000,
      allowedCents: 10_000_000,
      planCents: 10_000_000,
      memberCents: 0,
    });
    const after = await details(member, estimate.id);
    expect(after.plan_cents).toBeLessThan(estimate.plan_cents);
    after.lines.forEach((line, i) => {
      const was = estimate.lines[i];
      if (!line.code.startsWith('D8') && (was?.plan_cents ?? 0) > 0) {
        expect(line.plan_cents).toBe(0);
        expect(line.reduction_reason).toBe('annual maximum reached');
      }
      expect(line.member_cents).toBe(line.allowed_cents - line.plan_cents);
    });
  });
});

async function householdOf(server: TestServer, patientId: number): Promise<number> {
  const result = await server.db.execute<{ household_id: number }>(
    sql`select household_id from patients where id = ${patientId}`,
  );
  return result.rows[0]?.household_id ?? 0;
}
