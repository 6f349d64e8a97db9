// Issue 27 item 7 (decision 0059): the member's group ID card, spec §2's chunk, on the real app (demo world). Ava
// Thompson (employee@) is Acme's employee with her son Ethan: she and anyone of her household who signs in see
// Acme's card of her; a member without an employer benefit sees none, and no household sees another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG_NO_GROUP_ID_CARD, memberGroupIdCardResponseSchema, type GroupIdCard } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { auditRows } from '../../auth/auth.test-support.js';
import { DEMO_EMAILS, giveSignIn, memberByEmail, othersInHousehold, signedIn } from '../member.test-support.js';
import { expectCardDownload, pdfPageSizes, pdfText, pngSize } from './id-cards.test-support.js';

const DATA = '/api/member/v4/benefit/group-id-card/';
const PDF = '/api/member/v4/benefit/group-id-card.pdf';
const PNG = '/api/member/v4/benefit/group-id-card.png';

describe('the member’s group ID card (issue 27 item 7)', () => {
  let server: TestServer;
  let ava: Awaited<ReturnType<typeof memberByEmail>>;
  let groupNumber: string;
  let avaClient: TestClient;

  const cardOf = async (client: TestClient) => {
    const response = await client.get(DATA);
    expect(response.statusCode, response.body).toBe(200);
    return memberGroupIdCardResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    server = await createTestServer();
    ava = await memberByEmail(server.db, DEMO_EMAILS.employee);
    const { rows } = await server.db.execute<{ group_number: string }>(sql`select er.group_number from employees e
      join employers er on er.id = e.employer_id where e.patient_id = ${ava.patientId}`);
    groupNumber = rows[0]!.group_number;
    avaClient = await signedIn(server.app, DEMO_EMAILS.employee);
  });
  afterAll(() => server.close());

  it('answers the household’s card: company, group, employee, member id, plan, cover start, dependents covered', async () => {
    const card = await cardOf(avaClient);
    const { rows } = await server.db.execute<{ start_date: string }>(sql`select start_date::text as start_date
      from benefits where patient_id = ${ava.patientId} order by start_date desc limit 1`);
    expect(card).toEqual<GroupIdCard>({
      company_name: 'Acme Logistics Inc.',
      group_number: groupNumber,
      employee_name: 'Ava Marie Thompson',
      member_id: ava.memberId,
      plan_name: 'Acme Group Dental',
      plan_type: null,
      cover_start_date: rows[0]!.start_date,
      dependents: [{ name: 'Ethan Thompson', relationship: 'Dependent' }],
      customer_service_phone: '8005550100',
      issuer_name: 'Example Dental Benefits',
    });
    expect((await auditRows(server.db, 'id_card_read'))[0]).toMatchObject({
      actorUserId: ava.userId,
      subjectId: String(ava.patientId),
      outcome: 'success',
    });
  });

  it('serves the card as an ID-1 PDF with its face as text, and as a 1012 x 638 PNG', async () => {
    const pdf = await avaClient.get(PDF);
    expectCardDownload(pdf, 'application/pdf', `group-id-card-${ava.memberId}.pdf`);
    expect(await pdfPageSizes(pdf.rawPayload)).toEqual([[242.65, 153.01]]);
    const text = pdfText(pdf.rawPayload);
    for (const shown of [
      'Acme Logistics Inc.',
      'Group ID Card - Example Dental Benefits',
      'EMPLOYEE',
      'Ava Marie Thompson',
      ava.memberId,
      'GROUP',
      groupNumber,
      'Acme Group Dental',
      'DEPENDENTS COVERED',
      'Ethan Thompson (Dependent)',
      'Customer service: (800) 555-0100',
    ])
      expect(text).toContain(shown);
    const png = await avaClient.get(PNG);
    expectCardDownload(png, 'image/png', `group-id-card-${ava.memberId}.png`);
    expect(pngSize(png.rawPayload)).toEqual([1012, 638]);
  });

  it('shows the same card to another person of the household who signs in', async () => {
    const [ethan] = await othersInHousehold(server.db, ava.householdId, ava.patientId);
    const client = await signedIn(server.app, await giveSignIn(server.db, ethan!.id));
    expect(await cardOf(client)).toEqual(await cardOf(avaClient));
    expect(pdfText((await client.get(PDF)).rawPayload)).toContain('Ava Marie Thompson');
  });

  it('is none for a member without an employer benefit: no data, and the files refused with the reason', async () => {
    const carter = await signedIn(server.app, DEMO_EMAILS.member);
    expect(await cardOf(carter)).toBeNull();
    for (const path of [PDF, PNG]) {
      const response = await carter.get(path);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errors: MSG_NO_GROUP_ID_CARD });
      expect(response.body).not.toContain('Thompson');
    }
    expect((await new TestClient(server.app).get(PDF)).statusCode).toBe(401);
    expect((await new TestClient(server.app).get(DATA)).statusCode).toBe(401);
  });

  it('is none once the employer benefit has ended', async () => {
    await server.db.execute(sql`update benefits set end_date = current_date - 1
      where patient_id = ${ava.patientId} and benefit_type = 'employer'`);
    expect(await cardOf(avaClient)).toBeNull();
    expect((await avaClient.get(PNG)).statusCode).toBe(409);
  });
});
