import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { idCardsLinksResponseSchema, memberIdCardDataResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { employers } from '../../../db/schema/index.js';
import { auditRows } from '../../auth/auth.test-support.js';
import { DEMO_EMAILS, memberByEmail, othersInHousehold, signedIn, type DemoPerson } from '../member.test-support.js';
import { cardLayout } from './id-card-layout.js';
import { cardSvg } from './id-card-png.js';
import { cardDataOf } from './id-cards.service.js';
import { pdfText } from './id-cards.test-support.js';
import { isoDay } from '../../../platform/dates.js';

describe('ID cards (spec §3, §7; issue 4)', () => {
  let server: TestServer;
  let carter: DemoPerson;
  let patel: DemoPerson;
  let employee: DemoPerson;
  beforeAll(async () => {
    server = await createTestServer();
    carter = await memberByEmail(server.db, DEMO_EMAILS.member);
    patel = await memberByEmail(server.db, DEMO_EMAILS.healthshare);
    employee = await memberByEmail(server.db, DEMO_EMAILS.employee);
  });
  afterAll(() => server.close());

  it("answers the caller's card data; a group number only for employer coverage", async () => {
    const member = memberIdCardDataResponseSchema.parse(
      (
        await (await signedIn(server.app, DEMO_EMAILS.member)).get('/api/member/v5/benefit/member-id-card-data/')
      ).json(),
    ).data;
    expect(member).toMatchObject({
      member_name: 'Daniel James Carter',
      member_id: carter.memberId,
      network: 'gold',
      group_number: null,
      is_healthshare: false,
      customer_service_phone: '8005550100',
    });
    const work = memberIdCardDataResponseSchema.parse(
      (
        await (await signedIn(server.app, DEMO_EMAILS.employee)).get('/api/member/v5/benefit/member-id-card-data/')
      ).json(),
    ).data;
    const [employer] = await server.db
      .select()
      .from(employers)
      .where(eq(employers.groupNumber, work.group_number ?? ''));
    expect(employer).toBeDefined();
    expect(work.member_id).toBe(employee.memberId);
    const hs = memberIdCardDataResponseSchema.parse(
      (
        await (await signedIn(server.app, DEMO_EMAILS.healthshare)).get('/api/member/v5/benefit/member-id-card-data/')
      ).json(),
    ).data;
    expect(hs).toMatchObject({ is_healthshare: true, group_number: null, member_id: patel.memberId });
    expect((await auditRows(server.db, 'id_card_read'))[0]).toMatchObject({
      actorUserId: patel.userId,
      subjectId: String(patel.patientId),
    });
  });

  it("links the cards of the member and each family member, never another household's", async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const links = idCardsLinksResponseSchema.parse(
      (await client.get('/api/member/v4/patient/get-id-cards-links/')).json(),
    ).data;
    const family = await othersInHousehold(server.db, carter.householdId, carter.patientId);
    expect(links.requesting_member_url).toBe(`/api/member/v4/patient/id-cards/${carter.patientId}/card.pdf`);
    expect(links.family_members.map((f) => f.family_patient_id).sort()).toEqual(family.map((f) => f.id).sort());
    for (const link of links.family_members)
      expect(link.family_member_url).toBe(`/api/member/v4/patient/id-cards/${link.family_patient_id}/card.pdf`);
    const theirs = idCardsLinksResponseSchema.parse(
      (
        await (await signedIn(server.app, DEMO_EMAILS.healthshare)).get('/api/member/v4/patient/get-id-cards-links/')
      ).json(),
    ).data;
    expect(theirs.requesting_member_url).toBe(`/api/member/v4/patient/id-cards/${patel.patientId}/card.pdf`);
    const mine = new Set([carter.patientId, ...family.map((f) => f.id)]);
    expect(theirs.family_members.some((f) => mine.has(f.family_patient_id))).toBe(false);
  });

  it('links no card for a family member whose cover has ended: a card reading no plan proves nothing', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const family = await othersInHousehold(server.db, carter.householdId, carter.patientId);
    const ended = family[0]!;
    const yesterday = isoDay(new Date(Date.now() - 86_400_000));
    const before = await server.db.execute<{ id: number; end_date: string | null }>(
      sql`select id, end_date::text as end_date from benefits where patient_id = ${ended.id}`,
    );
    await server.db.execute(sql`update benefits set end_date = ${yesterday}::date where patient_id = ${ended.id}
      and start_date <= ${yesterday}::date and (end_date is null or end_date > ${yesterday}::date)`);
    try {
      const links = idCardsLinksResponseSchema.parse(
        (await client.get('/api/member/v4/patient/get-id-cards-links/')).json(),
      ).data;
      expect(links.family_members.map((f) => f.family_patient_id).sort()).toEqual(
        family
          .filter((f) => f.id !== ended.id)
          .map((f) => f.id)
          .sort(),
      );
      expect(links.requesting_member_url).toBe(`/api/member/v4/patient/id-cards/${carter.patientId}/card.pdf`);
    } finally {
      for (const row of before.rows)
        await server.db.execute(sql`update benefits set end_date = ${row.end_date}::date where id = ${row.id}`);
    }
  });

  it('serves a real ID-1 PDF card: page 242.65 x 153.01 pt, the member id as text, a download never cached', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const response = await client.get(`/api/member/v4/patient/id-cards/${carter.patientId}/card.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="dental-id-card-${carter.memberId}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.abs(width - 242.65)).toBeLessThan(0.5);
    expect(Math.abs(height - 153.01)).toBeLessThan(0.5);
    const text = pdfText(pdf);
    expect(text).toContain(carter.memberId);
    expect(text).toContain('Daniel James Carter');
    expect(text).toContain('Dental Plan ID Card');
    expect(text).toMatch(/Customer service: \(800\) 555-0100/);
    expect(pdf.toString('latin1')).toContain(carter.memberId);
  });

  it("serves a family member's card, a group card for employer coverage, and healthshare wording", async () => {
    const [lucas] = (await othersInHousehold(server.db, carter.householdId, carter.patientId)).filter(
      (p) => p.relationship === 'Dependent',
    );
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const child = await client.get(`/api/member/v4/patient/id-cards/${lucas?.id}/card.pdf`);
    expect(child.statusCode).toBe(200);
    expect(pdfText(child.rawPayload)).toContain(lucas?.memberId);

    const work = await (
      await signedIn(server.app, DEMO_EMAILS.employee)
    ).get(`/api/member/v4/patient/id-cards/${employee.patientId}/card.pdf`);
    const workText = pdfText(work.rawPayload);
    expect(workText).toContain('Group Dental Plan ID Card');
    expect(workText).toContain('GROUP');

    const hs = await (
      await signedIn(server.app, DEMO_EMAILS.healthshare)
    ).get(`/api/member/v4/patient/id-cards/${patel.patientId}/card.pdf`);
    const hsText = pdfText(hs.rawPayload);
    expect(hsText).toContain('AFFILIATION');
    expect(hsText).toContain('MEMBERSHIP');
    expect(hsText).not.toContain('NETWORK');
  });

  it('serves the card as a 1012 x 638 PNG (300 dpi) with the same face', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const response = await client.get(`/api/member/v4/patient/id-cards/${carter.patientId}/card.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="dental-id-card-${carter.memberId}.png"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(1012);
    expect(png.readUInt32BE(20)).toBe(638);
    expect(png.length).toBeGreaterThan(10_000);
  });

  it('draws the same face for the PNG as for the PDF (name, member id, plan, barcode)', () => {
    const layout = cardLayout(
      cardDataOf({
        patient_id: 1,
        household_id: 1,
        first_name: 'Ana',
        middle_name: null,
        last_name: 'Núñez <&>',
        member_id: '123456789',
        is_healthshare: false,
        benefit_type: 'employer',
        start_date: '2025-01-01',
        request_reimbursement_form_url: null,
        group_number: 'G-100',
        in_office_plan_name: null,
        plan_name: 'Acme Group Dental',
        minimum_network: 'gold',
        annual_max_cents: 1,
        family_max_cents: null,
        ortho_lifetime_max_cents: null,
        ortho_override: null,
        ortho_covered_by_default: false,
        coverage_pds_percent: 100,
        coverage_brs_percent: 80,
        coverage_mrs_percent: 50,
        coverage_ortho_percent: 0,
        patient_year_cents: 0,
        household_year_cents: 0,
        patient_ortho_lifetime_cents: 0,
      }),
    );
    const svg = cardSvg(layout);
    expect(svg).toContain('Ana Núñez &#60;&#38;&#62;');
    expect(svg).toContain('>123456789<');
    expect(svg).toContain('>G-100<');
    expect(svg).toMatch(/<path transform="[^"]+" d="M/);
  });

  it('answers 404 for a card of another household, and 401 without a session', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    for (const format of ['pdf', 'png']) {
      const response = await client.get(`/api/member/v4/patient/id-cards/${patel.patientId}/card.${format}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: 'Not found.' });
    }
    expect((await auditRows(server.db, 'id_card_read'))[0]).toMatchObject({
      outcome: 'failure',
      subjectId: String(patel.patientId),
    });
    expect(
      (await new TestClient(server.app).get(`/api/member/v4/patient/id-cards/${carter.patientId}/card.pdf`)).statusCode,
    ).toBe(401);
    expect((await new TestClient(server.app).get('/api/member/v4/patient/get-id-cards-links/')).statusCode).toBe(401);
    expect((await new TestClient(server.app).get('/api/member/v5/benefit/member-id-card-data/')).statusCode).toBe(401);
  });
});
