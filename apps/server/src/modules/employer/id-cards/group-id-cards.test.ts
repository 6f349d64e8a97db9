// Issue 27 item 7 (decision 0059) on the real app (demo world): Acme's HR admin downloads an employee's group ID card
// as PDF and PNG (the face checked as the member card's tests do), and every covered employee's card in one PDF
// for a company of more than 300; another company's employee is a 404 (the tenancy harness's cases).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG_GROUP_ID_CARD_COVER_ENDED, MSG_NO_ACTIVE_EMPLOYEES, type EmployeeRecord } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { tenancyCases } from '../../../testing/tenancy-case.js';
import { expectCardDownload, pdfPageSizes, pdfText, pngSize } from '../../member/id-cards/id-cards.test-support.js';
import { CENSUS_IMPORT, censusCsv, censusForm, employee } from '../census/census.test-support.js';
import {
  CHILD,
  EMPLOYEES,
  SPOUSE,
  auditCount,
  employerClients,
  enrol,
  newEmployee,
} from '../employees/employer.test-support.js';

const cardPath = (employeeId: number, format: 'pdf' | 'png') => `${EMPLOYEES}${employeeId}/group-id-card.${format}`;
const ALL_CARDS = `${EMPLOYEES}group-id-cards.pdf`;

describe('a company’s group ID cards (issue 27 item 7)', () => {
  let server: TestServer;
  let acme: TestClient;
  let edi: TestClient;
  let acmeId: number;
  /** Acme's new employee with a spouse and a child, and her patient. */
  let nora: EmployeeRecord;
  let noraPatient: { id: number; member_id: string };
  /** An employee whose cover ended yesterday: on no sheet. */
  let leaverPatient: { id: number; member_id: string };

  const patientOf = async (employeeId: number) =>
    (
      await server.db.execute<{ id: number; member_id: string }>(sql`select p.id, p.member_id from employees e
        join patients p on p.id = e.patient_id where e.id = ${employeeId}`)
    ).rows[0]!;
  /** Ends the cover of these patients yesterday. */
  const endedYesterday = (patientIds: number[]) =>
    server.db.execute(sql`update benefits set end_date = current_date - 1
      where patient_id in (${sql.join(patientIds, sql`, `)})`);

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    ({ acme, edi, acmeId } = await employerClients(server));
    nora = await enrol(acme, newEmployee({ first_name: 'Nora', middle_name: 'Jane' }), [SPOUSE, CHILD]);
    noraPatient = await patientOf(nora.id);
  });
  afterAll(() => server.close());

  it('serves an employee’s card as an ID-1 PDF: company, group, employee, member id, plan, cover start, dependents', async () => {
    const response = await acme.get(cardPath(nora.id, 'pdf'));
    expectCardDownload(response, 'application/pdf', `group-id-card-${noraPatient.member_id}.pdf`);
    expect(await pdfPageSizes(response.rawPayload)).toEqual([[242.65, 153.01]]);
    const { rows } = await server.db.execute<{ group_number: string }>(
      sql`select group_number from employers where id = ${acmeId}`,
    );
    const text = pdfText(response.rawPayload);
    for (const shown of [
      'Acme Logistics Inc.',
      'Group ID Card - Example Dental Benefits',
      `Nora Jane ${nora.last_name}`,
      noraPatient.member_id,
      rows[0]!.group_number,
      'Acme Group Dental',
      'COVER START',
      nora.cover_start_date,
      'Sam Newhire (Spouse)',
      'Kim Newhire (Dependent)',
      'Customer service: (800) 555-0100',
    ])
      expect(text).toContain(shown);
    expect(await auditCount(server, 'id_card_read', noraPatient.id)).toBe(1);
  });

  it('serves the same card as a 1012 x 638 PNG (300 dpi)', async () => {
    const response = await acme.get(cardPath(nora.id, 'png'));
    expectCardDownload(response, 'image/png', `group-id-card-${noraPatient.member_id}.png`);
    expect(pngSize(response.rawPayload)).toEqual([1012, 638]);
    expect(response.rawPayload.length).toBeGreaterThan(10_000);
  });

  it('prints the plan of the offering in force for the employee’s class, with its standard type', async () => {
    // Offered to the class 'Drivers' from this month: the benefit keeps the plan it started on, the card the offer.
    const { rows } = await server.db.execute<{ id: number; name: string }>(
      sql`select id, name from plans where plan_type = 'gold_med' order by id limit 1`,
    );
    const gold = rows[0]!;
    await server.db.execute(sql`insert into employer_plan_offerings
        (employer_id, employee_class, plan_id, monthly_price_cents, effective_date)
      values (${acmeId}, 'Drivers', ${gold.id}, 5200, date_trunc('month', current_date)::date)`);
    const driver = await enrol(acme, newEmployee({ class: 'drivers' }));
    const text = pdfText((await acme.get(cardPath(driver.id, 'pdf'))).rawPayload);
    expect(text).toContain(`${gold.name} (Gold Medium)`);
    expect(text).toContain('None');
    expect(text).not.toContain('Acme Group Dental');
  });

  it('leaves out a dependent whose cover has ended, and refuses the card of an employee whose cover has ended', async () => {
    await endedYesterday([nora.dependents.find((d) => d.relationship === 'Dependent')!.id]);
    const text = pdfText((await acme.get(cardPath(nora.id, 'pdf'))).rawPayload);
    expect(text).toContain('Sam Newhire (Spouse)');
    expect(text).not.toContain('Kim Newhire');

    const leaver = await enrol(acme, newEmployee(), [SPOUSE]);
    leaverPatient = await patientOf(leaver.id);
    await endedYesterday([leaverPatient.id, leaver.dependents[0]!.id]);
    for (const format of ['pdf', 'png'] as const) {
      const response = await acme.get(cardPath(leaver.id, format));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errors: MSG_GROUP_ID_CARD_COVER_ENDED });
    }
    expect(await auditCount(server, 'id_card_read', leaverPatient.id)).toBe(0);
  });

  it('puts every covered employee of a 300-employee company in one PDF, eight to a Letter page, in the list’s order', async () => {
    const people = Array.from({ length: 300 }, (_, i) => employee(7000 + i, { 'Last Name': `Zcard${i}` }));
    const imported = await acme.upload(CENSUS_IMPORT, censusForm(censusCsv(people)));
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(200);
    const { rows: covered } = await server.db.execute<{ member_id: string }>(sql`select p.member_id
      from employees e join patients p on p.id = e.patient_id
      join lateral (select b.start_date, b.end_date from benefits b where b.patient_id = e.patient_id
        and b.employer_id = e.employer_id order by b.start_date desc, b.id desc limit 1) cover on true
      where e.employer_id = ${acmeId} and cover.start_date <= current_date
        and (cover.end_date is null or cover.end_date >= current_date)
      order by lower(p.last_name), lower(p.first_name), e.id`);
    expect(covered.length).toBeGreaterThan(300);

    const response = await acme.get(ALL_CARDS);
    const { rows: company } = await server.db.execute<{ group_number: string }>(
      sql`select group_number from employers where id = ${acmeId}`,
    );
    expectCardDownload(response, 'application/pdf', `group-id-cards-${company[0]!.group_number}.pdf`);
    const pages = await pdfPageSizes(response.rawPayload);
    expect(pages).toHaveLength(Math.ceil(covered.length / 8));
    expect(new Set(pages.map((size) => size.join('x')))).toEqual(new Set(['612x792']));
    const text = pdfText(response.rawPayload);
    const at = covered.map((row) => text.indexOf(row.member_id));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text).not.toContain(leaverPatient.member_id);
    const [audit] = (
      await server.db.execute<{ subject_id: string; details: { count: number } }>(sql`select subject_id, details
        from audit_log where action = 'id_card_read' and subject_type = 'employer' order by id desc limit 1`)
    ).rows;
    expect(audit).toEqual({ subject_id: String(acmeId), details: expect.objectContaining({ count: covered.length }) });
  }, 60_000);

  it('refuses the whole company’s PDF when no employee is covered (Harbor enrols by EDI and has none yet)', async () => {
    const response = await edi.get(ALL_CARDS);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: MSG_NO_ACTIVE_EMPLOYEES });
  });

  const notFound = async (format: 'pdf' | 'png') => {
    const reads = await auditCount(server, 'id_card_read', noraPatient.id);
    const response = await edi.get(cardPath(nora.id, format));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: 'Not found.' });
    expect(response.body).not.toContain(nora.last_name);
    expect(await auditCount(server, 'id_card_read', noraPatient.id)).toBe(reads);
  };
  tenancyCases({
    'employer.groupIdCardPdf.id': () => notFound('pdf'),
    'employer.groupIdCardPng.id': () => notFound('png'),
  });
});
