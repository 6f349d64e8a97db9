// Issue 27 item 5 (decision 0057): an EDI company's 834 on the real app (demo world, PGlite). Each maintenance type
// on the x12 fixtures or loops of our own: add a family, change an address, audit (match and mismatch), terminate,
// reinstate; the check saves nothing; a file applied twice changes nothing the second time; a malformed file or a
// loop in error changes nothing; a company that does not enrol by EDI is refused; the 999 is stored, numbered per
// company and downloaded by its company only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG_EDI_ONLY, MSG_EDI_SUBSCRIBER_NOT_ENROLLED, MSG_NOT_X12, MSG_TAX_ID_ENROLLED } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { tenancyCase } from '../../../testing/tenancy-case.js';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.js';
import { fixtureBytes, fixtureText } from '../../../platform/x12/x12-fixtures.test-support.js';
import { companyAdmin, companyOf } from '../census/census.test-support.js';
import {
  EDI_APPLY,
  EDI_CHECK,
  ackPath,
  apply834,
  check834,
  enrolmentState,
  file834,
  form834,
  householdOf,
} from './edi.test-support.js';

/** The last day of this month, as the 834 writes a date (CCYYMMDD): a cover ended on it can be reinstated. */
function endOfThisMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}
const d8 = (isoDate: string) => isoDate.replaceAll('-', '');

const ANA = ['REF*0F*E1001', 'NM1*IL*1*RIVERA*ANA*M***34*123456789'];

describe('an 834 applied (issue 27 item 5)', () => {
  let server: TestServer;
  let edi: TestClient;
  let acme: TestClient;
  let ediId: number;
  let firstAck: number;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    edi = await companyAdmin(server, DEMO_EMAILS.employerEdi);
    acme = await companyAdmin(server, DEMO_EMAILS.employer);
    ediId = await companyOf(server, DEMO_EMAILS.employerEdi);
  });
  afterAll(() => server.close());

  it('refuses a company that does not enrol by EDI, for the check and the apply', async () => {
    for (const path of [EDI_CHECK, EDI_APPLY]) {
      const response = await acme.upload(path, form834(fixtureBytes('add-family.x12')));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errors: MSG_EDI_ONLY });
    }
  });

  it('checks a family added (021), nothing saved', async () => {
    const before = await enrolmentState(server, ediId);
    const report = await check834(edi, fixtureBytes('add-family.x12'));
    expect(report.loops.map((loop) => [loop.segment, loop.maintenance_type, loop.relationship, loop.outcome])).toEqual([
      [9, '021', 'Primary', 'added'],
      [20, '021', 'Spouse', 'added'],
      [29, '021', 'Dependent', 'added'],
    ]);
    expect(report.loops[0]).toMatchObject({ name: 'ANA RIVERA', subscriber_id: 'E1001', errors: [] });
    expect(report).toMatchObject({ issues: [], errors: 0, ignored_loops: [] });
    expect(await enrolmentState(server, ediId)).toBe(before);
  });

  it('adds the family (021) once: the same file again changes nothing', async () => {
    const first = await apply834(edi, fixtureBytes('add-family.x12'));
    expect(first.applied).toBe(true);
    expect(first.loops.map((loop) => loop.outcome)).toEqual(['added', 'added', 'added']);
    firstAck = first.acknowledgement_id;
    const household = await householdOf(server, ediId, 'E1001');
    expect(household.map((p) => [p.relationship, p.first_name, p.date_of_birth, p.start_date, p.end_date])).toEqual([
      ['Primary', 'ANA', '1985-03-14', '2026-02-01', null],
      ['Spouse', 'LUIS', '1983-09-09', '2026-02-01', null],
      ['Dependent', 'SOFIA', '2015-06-20', '2026-02-01', null],
    ]);
    expect(household[0]).toMatchObject({ address_line_1: '100 MAIN ST', city: 'AUSTIN', zip: '78701' });
    // The SSN (NM109) is kept as an SSN is: its keyed digest on the employee, the last four on the patient.
    const kept = await server.db.execute<{ digest: boolean; type: string; last4: string }>(sql`select
        e.tax_id_digest is not null as digest, p.tax_id_type::text as type, p.tax_id_last4 as last4
      from employees e join patients p on p.id = e.patient_id
      where e.employer_id = ${ediId} and e.employee_number = 'E1001'`);
    expect(kept.rows).toEqual([{ digest: true, type: 'ssn', last4: '6789' }]);
    const sameSsn = file834([
      'INS*Y*18*021*28*A',
      'REF*0F*E3001',
      'NM1*IL*1*ROE*RAY****34*123456789',
      'N3*5 ELM ST',
      'N4*AUSTIN*TX*78701',
      'DMG*D8*19900101*M',
      'HD*021**DEN*GOLD MED*EMP',
      'DTP*348*D8*20260301',
    ]);
    expect((await check834(edi, sameSsn)).loops[0]!.errors).toEqual([{ segment: 8, message: MSG_TAX_ID_ENROLLED }]);

    const before = await enrolmentState(server, ediId);
    const again = await apply834(edi, fixtureBytes('add-family.x12'));
    expect(again.applied).toBe(true);
    expect(again.loops.map((loop) => loop.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(again.acknowledgement_id).not.toBe(firstAck);
    expect(await enrolmentState(server, ediId)).toBe(before);
    const audits = await server.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log
      where action = 'employee_create' and details->>'source' = 'edi_834'`);
    expect(audits.rows[0]!.n).toBe(1);
  });

  it('changes an address (001) and says which fields changed; again: unchanged', async () => {
    const change = file834(['INS*Y*18*001*AI*A', ...ANA, 'N3*22 OAK AVE', 'N4*ROUND ROCK*TX*78664']);
    const report = await apply834(edi, change);
    expect(report.applied).toBe(true);
    expect(report.loops[0]).toMatchObject({ outcome: 'changed' });
    expect(report.loops[0]!.fields).toEqual(['address_line_1', 'address_line_2', 'city', 'zip']);
    expect((await householdOf(server, ediId, 'E1001'))[0]).toMatchObject({
      address_line_1: '22 OAK AVE',
      city: 'ROUND ROCK',
      zip: '78664',
    });
    expect((await apply834(edi, change)).loops[0]!.outcome).toBe('unchanged');
  });

  it('audits (030): a match, a date of birth that differs, and subscribers not enrolled', async () => {
    const audit = (birth: string) =>
      file834(['INS*Y*18*030*XN*A', ...ANA, `DMG*D8*${birth}*F`, 'HD*030**DEN*GOLD MED*FAM', 'DTP*348*D8*20260201']);
    const before = await enrolmentState(server, ediId);
    expect((await apply834(edi, audit('19850314'))).loops[0]).toMatchObject({ outcome: 'audit_matches', fields: [] });
    const differs = (await apply834(edi, audit('19850315'))).loops[0]!;
    expect(differs).toMatchObject({ outcome: 'audit_differs', fields: ['date_of_birth'] });
    const fixture = await check834(edi, fixtureBytes('audit.x12'));
    expect(fixture.loops.map((loop) => [loop.subscriber_id, loop.outcome, loop.fields])).toEqual([
      ['E1004', 'audit_differs', ['enrolled']],
      ['E1005', 'audit_differs', ['enrolled']],
    ]);
    expect(await enrolmentState(server, ediId)).toBe(before);
  });

  it('terminates (024) the household on DTP 357 and reinstates it (025); each again: unchanged', async () => {
    const end = endOfThisMonth();
    const terminate = file834(['INS*Y*18*024*07*A***TE', 'REF*0F*E1001', `DTP*357*D8*${d8(end)}`, ANA[1]!]);
    const ended = await apply834(edi, terminate);
    expect(ended.loops[0]).toMatchObject({ outcome: 'ended', end_date: end });
    expect((await householdOf(server, ediId, 'E1001')).map((p) => p.end_date)).toEqual([end, end, end]);
    expect((await apply834(edi, terminate)).loops[0]).toMatchObject({ outcome: 'unchanged', end_date: end });

    const reinstate = file834(['INS*Y*18*025*41*A', ...ANA]);
    expect((await apply834(edi, reinstate)).loops[0]!.outcome).toBe('reinstated');
    expect((await householdOf(server, ediId, 'E1001')).map((p) => p.end_date)).toEqual([null, null, null]);
    expect((await apply834(edi, reinstate)).loops[0]!.outcome).toBe('unchanged');
  });

  it('ends a dependent’s cover (024 on the child) and leaves the others', async () => {
    const end = endOfThisMonth();
    const child = ['INS*N*19*024*07*A', 'REF*0F*E1001', `DTP*357*D8*${d8(end)}`, 'NM1*IL*1*RIVERA*SOFIA'];
    const report = await apply834(edi, file834([...child, 'DMG*D8*20150620*F']));
    expect(report.loops[0]).toMatchObject({ outcome: 'ended', relationship: 'Dependent', end_date: end });
    expect((await householdOf(server, ediId, 'E1001')).map((p) => p.end_date)).toEqual([null, null, end]);
  });

  it('adds a dependent to an enrolled household (a child past 26 as a Dependent Adult) and changes a spouse', async () => {
    const file = file834([
      'INS*N*19*021*28*A',
      'REF*0F*E1001',
      'NM1*IL*1*RIVERA*MATEO',
      'DMG*D8*19960105*M',
      'HD*021**DEN*GOLD MED*FAM',
      'DTP*348*D8*20260301',
      'INS*N*01*001*AI*A',
      'REF*0F*E1001',
      'NM1*IL*1*GARCIA*LUIS',
      'DMG*D8*19830909*M',
    ]);
    const report = await apply834(edi, file);
    expect(report.loops.map((loop) => [loop.relationship, loop.outcome, loop.fields])).toEqual([
      ['Dependent Adult', 'added', []],
      ['Spouse', 'changed', ['last_name']],
    ]);
    const household = await householdOf(server, ediId, 'E1001');
    expect(household.at(-1)).toMatchObject({ relationship: 'Dependent Adult', first_name: 'MATEO' });
    expect(household.at(-1)!.start_date).toBe('2026-03-01');
    expect((await apply834(edi, file)).loops.map((loop) => loop.outcome)).toEqual(['unchanged', 'unchanged']);
  });

  it('says which loops it skipped, and takes no address from them', async () => {
    const report = await check834(edi, fixtureBytes('ignored-loops.x12'));
    // The only addresses are the mailing (2100C) and the employer's (2100D): the employee has none of their own.
    expect(report.loops.map((loop) => loop.outcome)).toEqual(['error']);
    expect(report.loops[0]!.errors.map((error) => error.message)).toContain(
      'Segment 9 (INS), loop 2000, N301: Required',
    );
    expect(report.ignored_loops.map((loop) => loop.loop_id)).toEqual(
      expect.arrayContaining(['2100C', '2100D', '2200', '2310', '2320', '2330', '2700']),
    );
  });

  it('applies nothing when one loop is in error, and names the loop and the rule', async () => {
    const before = await enrolmentState(server, ediId);
    const file = file834([
      'INS*Y*18*021*28*A***FT',
      'REF*0F*E2001',
      'NM1*IL*1*LEE*KIM',
      'N3*5 ELM ST',
      'N4*AUSTIN*TX*78701',
      'DMG*D8*19900101*F',
      'HD*021**DEN*GOLD MED*EMP',
      'DTP*348*D8*20260301',
      'INS*Y*18*001*AI*A',
      'REF*0F*E9999',
      'NM1*IL*1*NOBODY*NEW',
      'INS*Y*18*021*28*A',
      'REF*0F*E2002',
      'NM1*IL*1*PARK*JO',
      'N3*5 ELM ST',
      'N4*AUSTIN*TX*1234',
      'DMG*D8*19900101*M',
      'HD*021**DEN*GOLD MED*EMP',
      'DTP*348*D8*20260301',
    ]);
    const report = await apply834(edi, file);
    expect(report.applied).toBe(false);
    expect(report.errors).toBe(2);
    expect(report.loops.map((loop) => loop.outcome)).toEqual(['added', 'error', 'error']);
    expect(report.loops[1]!.errors).toEqual([{ segment: 16, message: MSG_EDI_SUBSCRIBER_NOT_ENROLLED }]);
    expect(report.loops[2]!.errors[0]!.message).toMatch(/^Segment 19 \(INS\), loop 2000, N403: /);
    expect(await enrolmentState(server, ediId)).toBe(before);
    const ack = await edi.get(ackPath(report.acknowledgement_id));
    expect(ack.body).toContain('AK9*A*1*1*1~');
  });

  it('refuses a malformed file and changes nothing', async () => {
    const before = await enrolmentState(server, ediId);
    const bom = await edi.upload(EDI_APPLY, form834(fixtureBytes('bom.x12')));
    expect(bom.statusCode).toBe(400);
    expect(bom.json()).toMatchObject({ errors: { file: MSG_NOT_X12 } });
    const separators = await edi.upload(EDI_APPLY, form834(fixtureBytes('bad-separators.x12')));
    expect(separators.statusCode).toBe(400);
    expect(Object.values(separators.json().errors as object)[0]).toMatch(
      /^Segment 1 \(ISA\): the delimiters must differ/,
    );
    for (const name of ['missing-iea.x12', 'out-of-order.x12', 'wrong-se-count.x12']) {
      const report = await apply834(edi, fixtureBytes(name));
      expect(report.applied, name).toBe(false);
      expect(report.issues.length, name).toBeGreaterThan(0);
      expect(report.issues[0]!.message, name).toMatch(/^Segment \d+/);
    }
    expect(await enrolmentState(server, ediId)).toBe(before);
  });

  it('stores the 999 of each file: accepted, rejected, with IK3/IK4 for element errors; numbered per company', async () => {
    const accepted = await edi.get(ackPath(firstAck));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['content-type']).toContain('application/edi-x12');
    expect(accepted.body).toContain('ST*999*');
    expect(accepted.body).toContain('AK9*A*1*1*1~');
    const first = /^ISA(?:\*[^*]*){12}\*(\d{9})\*/.exec(accepted.body)![1];

    const rejected = await apply834(edi, fixtureBytes('wrong-se-count.x12'));
    expect((await edi.get(ackPath(rejected.acknowledgement_id))).body).toContain('AK9*R*1*1*0~');

    const dates = await apply834(edi, fixtureText('invalid-date.x12'));
    expect(dates.applied).toBe(false);
    const withErrors = (await edi.get(ackPath(dates.acknowledgement_id))).body;
    expect(withErrors).toContain('IK3*DMG*11*2100*8~');
    expect(withErrors).toContain('IK4*2**8*19850231~');
    expect(withErrors).toContain('AK9*E*1*1*1~');
    const last = /^ISA(?:\*[^*]*){12}\*(\d{9})\*/.exec(withErrors)![1];
    const stored = await server.db.execute<{ n: number }>(sql`select count(*)::int as n from edi_acknowledgements
      where employer_id = ${ediId}`);
    expect(Number(last) - Number(first)).toBe(stored.rows[0]!.n - 1);
    expect((await edi.get(ackPath(99_999_999))).statusCode).toBe(404);
  });

  tenancyCase('employer.ediAcknowledgement.id', async () => {
    const response = await acme.get(ackPath(firstAck));
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('ISA');
  });
});
