// Decision 0065: the cover's SQL (`groupPlanIdOn`) and the invoice's domain rule (`groupPlanOn`) answer the same
// group plan for any offerings, class and class changes, on any day (a property test on the real database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { groupPlanOn, type InvoiceOffering } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { DEMO_EMAILS } from '../../seed/demo-accounts.js';
import { companyOf } from '../employer/census/census.test-support.js';
import { enrolInvoiceFamilies } from '../employer/invoices/invoices.test-support.js';
import { groupPlanIdOn } from './group-plan.repository.js';

// Classes as HR types them: the rule matches them trimmed and in any case.
const CLASSES = [null, 'Drivers', 'drivers ', 'Office', ' OFFICE', 'Nurses'] as const;
const FIRSTS = ['2030-01-01', '2030-02-01', '2030-03-01', '2030-04-01', '2030-05-01', '2030-06-01'];
const DAYS = ['2029-12-31', '2030-01-01', '2030-02-14', '2030-03-31', '2030-04-01', '2030-05-20', '2030-07-09'];
const key = (value: string | null) => value?.trim().toLowerCase() ?? '';

describe('the group plan of a cover (SQL) and of an invoice (domain) agree', () => {
  let server: TestServer;
  let companyId: number;
  let employeeId: number;
  let planIds: number[];

  beforeAll(async () => {
    server = await createTestServer();
    companyId = await companyOf(server, DEMO_EMAILS.employerEdi);
    employeeId = (await enrolInvoiceFamilies(server, companyId))[0]!;
    planIds = (await server.db.execute<{ id: number }>(sql`select id from plans order by id limit 3`)).rows.map(
      (row) => row.id,
    );
  });
  afterAll(() => server.close());

  it('for random offerings, classes and class changes', async () => {
    const offering = fc.record({
      employeeClass: fc.constantFrom(...CLASSES),
      effectiveDate: fc.constantFrom(...FIRSTS),
      plan: fc.nat({ max: 2 }),
    });
    const change = fc.record({ effectiveDate: fc.constantFrom(...FIRSTS), classBefore: fc.constantFrom(...CLASSES) });
    await fc.assert(
      fc.asyncProperty(
        // One offering per class (in any case) and date: the plan's rules refuse a second.
        fc.uniqueArray(offering, { maxLength: 6, selector: (o) => `${key(o.employeeClass)}|${o.effectiveDate}` }),
        fc.uniqueArray(change, { maxLength: 3, selector: (c) => c.effectiveDate }),
        fc.constantFrom(...CLASSES),
        async (offerings, changes, employeeClass) => {
          await server.db.execute(sql`delete from employer_plan_offerings where employer_id = ${companyId}`);
          await server.db.execute(sql`delete from employee_class_changes where employee_id = ${employeeId}`);
          await server.db.execute(sql`update employees set employee_class = ${employeeClass} where id = ${employeeId}`);
          for (const o of offerings)
            await server.db.execute(sql`insert into employer_plan_offerings (employer_id, employee_class, plan_id,
              monthly_price_cents, effective_date) values (${companyId}, ${o.employeeClass}, ${planIds[o.plan]!}, 100,
              ${o.effectiveDate})`);
          for (const c of changes)
            await server.db.execute(sql`insert into employee_class_changes (employee_id, effective_date, class_before)
              values (${employeeId}, ${c.effectiveDate}, ${c.classBefore})`);
          const domainOfferings: InvoiceOffering[] = offerings.map((o) => ({
            employeeClass: o.employeeClass,
            planName: String(planIds[o.plan]),
            monthlyPriceCents: 100,
            effectiveDate: o.effectiveDate,
          }));
          for (const day of DAYS) {
            const [row] = (
              await server.db.execute<{ plan_id: number | null }>(
                sql`select ${groupPlanIdOn(sql`ee.id = ${employeeId}`, day)} as plan_id`,
              )
            ).rows;
            const expected = groupPlanOn(domainOfferings, { employeeClass, classChanges: changes }, day);
            expect(row?.plan_id ?? null, day).toBe(expected === null ? null : Number(expected.planName));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
