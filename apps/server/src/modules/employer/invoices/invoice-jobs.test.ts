// Issue 27 item 6 (decision 0061): the monthly invoice run and the past-due reminders as registered job kinds, on the
// real database: two runners sweeping and working at once make one invoice per company and month, with the figures
// of invoices.test-support.ts over three months (a join, a termination after the 1st, a price change); a reminder is
// mailed once per invoice and step, and none once the invoice is paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { manualClock } from '../../../platform/clock.js';
import { createJobRunner, wakeJobRunners } from '../../../platform/jobs/index.js';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.js';
import { companyOf } from '../census/census.test-support.js';
import { invoiceJobKinds } from './invoice-jobs.js';
import { enrolInvoiceFamilies, invoicesOf } from './invoices.test-support.js';

describe('the monthly invoice run and its reminders (issue 27 item 6)', () => {
  let server: TestServer;
  let harborId: number;
  const clock = manualClock(new Date('2030-01-01T05:00:00Z'));
  const runner = (label: string, only?: string) =>
    createJobRunner({
      db: server.db,
      kinds: invoiceJobKinds({ db: server.db, employerPortalUrl: `http://employer.test/${label}` }).filter(
        (kind) => only === undefined || kind.name === only,
      ),
      clock,
      batchSize: 3,
    });
  const jobCount = async (pattern: string) =>
    (
      await server.db.execute<{ n: number; done: number }>(sql`select count(*)::int as n,
        count(*) filter (where status = 'done' and attempts = 1)::int as done from jobs where key like ${pattern}`)
    ).rows[0]!;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    harborId = await companyOf(server, DEMO_EMAILS.employerEdi);
    await enrolInvoiceFamilies(server, harborId);
  });
  afterAll(() => server.close());

  it('takes each company’s invoice once a month, with two runners at once, billing who is covered on the 1st', async () => {
    const employers = (await server.db.execute<{ n: number }>(sql`select count(*)::int as n from employers`)).rows[0]!
      .n;
    // The month's run alone: the reminders are the next test's.
    const [one, two] = [runner('one', 'invoice_month'), runner('two', 'invoice_month')];
    for (const day of ['2030-01-01T05:00:00Z', '2030-02-01T05:00:00Z', '2030-03-01T05:00:00Z']) {
      clock.set(new Date(day));
      await Promise.all([one.tick(), two.tick()]);
      // A later tick of the same month (every minute, on every instance) makes nothing more.
      clock.advance(3_600_000);
      expect(await Promise.all([one.tick(), two.tick()])).toEqual([0, 0]);
    }
    expect(
      (await invoicesOf(server, harborId)).map((i) => [i.month, i.total_cents, i.member_count, i.employee_count]),
    ).toEqual([
      ['2030-01', 13500, 3, 2],
      ['2030-02', 18000, 4, 3],
      ['2030-03', 15000, 3, 2],
    ]);
    for (const month of ['2030-01', '2030-02', '2030-03'])
      expect(await jobCount(`invoice_month:%:${month}`)).toEqual({ n: employers, done: employers });
    const twice = await server.db.execute(sql`select employer_id, month from invoices group by employer_id, month
      having count(*) > 1`);
    expect(twice.rows).toEqual([]);
    const [march] = (await invoicesOf(server, harborId)).slice(-1);
    const lines = await server.db.execute<{ employee_name: string; member_count: number; amount_cents: number }>(
      sql`select employee_name, member_count, amount_cents from invoice_lines where invoice_id = ${march!.id}
        order by employee_name`,
    );
    expect(lines.rows).toEqual([
      { employee_name: 'Ana Rivera', member_count: 2, amount_cents: 10000 },
      { employee_name: 'Ben Ortiz', member_count: 1, amount_cents: 5000 },
    ]);
  });

  it('marks an unpaid invoice past due and mails each reminder step once, and nothing once it is paid', async () => {
    const reminderRunner = runner('reminders');
    const [, february, march] = await invoicesOf(server, harborId);
    // March is paid; February (due 2030-02-15) is not; January, 31 days late on the 15th, gets its last step then.
    await server.db.execute(sql`update invoices set status = 'paid', paid_at = now() where id = ${march!.id}`);
    clock.set(new Date('2030-02-15T12:00:00Z'));
    await reminderRunner.tick();
    expect((await invoicesOf(server, harborId)).map((i) => i.status)).toEqual(['past_due', 'open', 'paid']);

    const subject = 'Invoice past due: February 2030';
    for (const [day, steps] of [
      ['2030-02-16T12:00:00Z', [1]],
      ['2030-02-17T12:00:00Z', [1]],
      ['2030-02-22T12:00:00Z', [1, 7]],
      ['2030-03-20T12:00:00Z', [1, 7, 14]],
    ] as const) {
      clock.set(new Date(day));
      await Promise.all([reminderRunner.tick(), runner('other').tick()]);
      const sent = await server.db.execute<{ step: number }>(
        sql`select step from invoice_reminders where invoice_id = ${february!.id} order by step`,
      );
      expect(sent.rows.map((row) => row.step)).toEqual(steps);
    }
    expect((await invoicesOf(server, harborId)).map((i) => i.status)).toEqual(['past_due', 'past_due', 'paid']);
    // March, paid before its due date, had no reminder.
    const paidReminders = await server.db.execute(
      sql`select step from invoice_reminders where invoice_id = ${march!.id}`,
    );
    expect(paidReminders.rows).toEqual([]);
    wakeJobRunners();
    // Harbor's admin: one mail per step (Acme's admin is told of Acme's own invoice).
    const harborMails = () =>
      server.mail.messages().filter((m) => m.subject === subject && m.to === DEMO_EMAILS.employerEdi);
    await expect.poll(() => harborMails().length, { timeout: 10_000 }).toBe(3);
    const [mail] = harborMails();
    expect(mail!.text).toContain('for $180.00 was due on Feb 15, 2030');
    expect(mail!.text).toContain('http://employer.test/');
  });
});
