// Decision 0050: the 834 fixtures read into exact members, families, ignored loops and issues.
import { describe, expect, it } from 'vitest';
import { parse834 } from './edi-834-parser.js';
import type { Edi834Member, Edi834Transaction } from './edi-834-types.js';
import { fixtureBytes, fixtureText } from './x12-fixtures.test-support.js';

function onlyTransaction(name: string): Edi834Transaction {
  const result = parse834(fixtureBytes(name));
  expect(result.issues).toEqual([]);
  expect(result.groups).toHaveLength(1);
  const [transaction] = result.groups[0]?.transactions ?? [];
  if (transaction === undefined) throw new Error(`${name} has no transaction set`);
  return transaction;
}

const blank: Omit<Edi834Member, 'segmentIndex' | 'subscriber' | 'relationshipCode' | 'relationship'> = {
  maintenanceTypeCode: '021',
  maintenanceType: 'add',
  maintenanceReasonCode: '28',
  benefitStatusCode: 'A',
  employmentStatusCode: null,
  subscriberId: null,
  groupPolicyNumber: null,
  eligibilityBegin: null,
  eligibilityEnd: null,
  maintenanceEffective: null,
  name: null,
  ssn: null,
  emails: [],
  phones: [],
  address: null,
  birthDate: null,
  gender: null,
  raceOrEthnicity: [],
  coverages: [],
  issues: [],
};
const name = (last: string, first: string, middle: string | null = null) => ({
  last,
  first,
  middle,
  prefix: null,
  suffix: null,
});
const austin = {
  line1: '100 MAIN ST',
  line2: 'APT 4',
  city: 'AUSTIN',
  state: 'TX',
  postalCode: '78701',
  countryCode: null,
};
const goldFamily = (segmentIndex: number) => ({
  segmentIndex,
  maintenanceTypeCode: '021',
  insuranceLine: 'DEN',
  planDescription: 'GOLD MED',
  coverageLevel: 'FAM',
  benefitBegin: '2026-02-01',
  benefitEnd: null,
});

describe('parse834', () => {
  it('reads an added subscriber with a spouse and a child into one family, with the header and envelopes', () => {
    const result = parse834(fixtureText('add-family.x12'));
    expect(result.interchange).toEqual({
      senderQualifier: 'ZZ',
      senderId: 'ACMEHR',
      receiverQualifier: 'ZZ',
      receiverId: 'DENTALCO',
      controlNumber: '000000101',
      usage: 'T',
    });
    expect(result.delimiters).toEqual({ element: '*', repetition: '^', component: ':', segment: '~' });
    const group = result.groups[0];
    expect(group).toMatchObject({
      functionalId: 'BE',
      senderCode: 'ACMEHR',
      receiverCode: 'DENTALCO',
      controlNumber: '101',
      version: '005010X220A1',
      declaredTransactionCount: '1',
      issues: [],
    });
    const transaction = onlyTransaction('add-family.x12');
    const subscriber: Edi834Member = {
      ...blank,
      segmentIndex: 9,
      subscriber: true,
      relationshipCode: '18',
      relationship: 'self',
      employmentStatusCode: 'FT',
      subscriberId: 'E1001',
      groupPolicyNumber: 'GRP-4410',
      eligibilityBegin: '2026-02-01',
      name: name('RIVERA', 'ANA', 'M'),
      ssn: '123456789',
      emails: ['ana.rivera@example.com'],
      phones: [{ qualifier: 'TE', number: '5125550101' }],
      address: austin,
      birthDate: '1985-03-14',
      gender: 'female',
      coverages: [goldFamily(18)],
    };
    const spouse: Edi834Member = {
      ...blank,
      segmentIndex: 20,
      subscriber: false,
      relationshipCode: '01',
      relationship: 'spouse',
      subscriberId: 'E1001',
      eligibilityBegin: '2026-02-01',
      name: name('RIVERA', 'LUIS'),
      ssn: '223456789',
      address: austin,
      birthDate: '1983-09-09',
      gender: 'male',
      coverages: [goldFamily(27)],
    };
    const child: Edi834Member = {
      ...blank,
      segmentIndex: 29,
      subscriber: false,
      relationshipCode: '19',
      relationship: 'child',
      subscriberId: 'E1001',
      eligibilityBegin: '2026-02-01',
      name: name('RIVERA', 'SOFIA'),
      birthDate: '2015-06-20',
      gender: 'female',
      coverages: [goldFamily(34)],
    };
    expect(transaction).toEqual({
      transactionSetId: '834',
      controlNumber: '0001',
      implementationReference: '005010X220A1',
      stSegmentIndex: 3,
      purposeCode: '00',
      referenceId: 'ACME-0115-01',
      createdDate: '2026-01-15',
      createdTime: '0930',
      actionCode: '2',
      masterPolicyNumber: 'GRP-4410',
      dates: [{ qualifier: '007', date: '2026-02-01' }],
      sponsor: { name: 'Acme Widgets Inc', idQualifier: 'FI', id: '123456789', taxId: '123456789' },
      payer: { name: 'Dental Benefits Co', idQualifier: 'FI', id: '987654321', taxId: '987654321' },
      members: [subscriber, spouse, child],
      families: [{ subscriberId: 'E1001', subscriber, dependents: [spouse, child] }],
      ignoredLoops: [],
      issues: [],
      status: 'accepted',
    });
  });

  it('reads a change of address (001) with its maintenance effective date', () => {
    const [member] = onlyTransaction('change-address.x12').members;
    expect(member).toEqual({
      ...blank,
      segmentIndex: 9,
      subscriber: true,
      relationshipCode: '18',
      relationship: 'self',
      maintenanceTypeCode: '001',
      maintenanceType: 'change',
      maintenanceReasonCode: 'AI',
      subscriberId: 'E1002',
      maintenanceEffective: '2026-03-01',
      name: name('CHEN', 'WEI'),
      address: {
        line1: '22 OAK AVE',
        line2: null,
        city: 'ROUND ROCK',
        state: 'TX',
        postalCode: '78664',
        countryCode: null,
      },
    });
  });

  it('reads a termination (024) with its eligibility end (DTP 357) and benefit end (DTP 349)', () => {
    const [member] = onlyTransaction('terminate.x12').members;
    expect(member).toMatchObject({
      maintenanceTypeCode: '024',
      maintenanceType: 'cancel',
      maintenanceReasonCode: '07',
      employmentStatusCode: 'TE',
      subscriberId: 'E1003',
      eligibilityEnd: '2026-03-31',
      coverages: [
        {
          maintenanceTypeCode: '024',
          insuranceLine: 'DEN',
          planDescription: 'GOLD MED',
          coverageLevel: 'EMP',
          benefitBegin: null,
          benefitEnd: '2026-03-31',
        },
      ],
    });
  });

  it('reads an audit file (030, BGN08 4 verify) as two families of one subscriber each', () => {
    const transaction = onlyTransaction('audit.x12');
    expect(transaction.actionCode).toBe('4');
    expect(
      transaction.members.map((member) => [member.maintenanceType, member.subscriberId, member.name?.last]),
    ).toEqual([
      ['audit', 'E1004', 'SMITH'],
      ['audit', 'E1005', 'NGUYEN'],
    ]);
    expect(
      transaction.families.map((family) => [family.subscriberId, family.subscriber?.segmentIndex, family.dependents]),
    ).toEqual([
      ['E1004', 9, []],
      ['E1005', 16, []],
    ]);
    expect(transaction.status).toBe('accepted');
  });

  it('reads the delimiters the ISA declares (| } > !) with no line breaks, and DMG05 repetitions and components', () => {
    const result = parse834(fixtureText('other-delimiters.x12'));
    expect(result.delimiters).toEqual({ element: '|', repetition: '}', component: '>', segment: '!' });
    const [member] = onlyTransaction('other-delimiters.x12').members;
    expect(member).toMatchObject({
      subscriberId: 'E1006',
      name: name('PATEL', 'RAJ'),
      birthDate: '1990-04-12',
      gender: 'male',
      raceOrEthnicity: ['2106-3', '2135-2'],
      issues: [],
    });
  });

  it('reads CRLF line ends after the terminators as LF ones', () => {
    const crlf = onlyTransaction('crlf-line-ends.x12');
    expect(fixtureText('crlf-line-ends.x12')).toContain('~\r\n');
    expect(crlf.members[0]?.address?.city).toBe('ROUND ROCK');
    expect(crlf.status).toBe('accepted');
  });

  it('skips the loops this product does not use and lists them, reading the member around them', () => {
    const transaction = onlyTransaction('ignored-loops.x12');
    expect(transaction.ignoredLoops).toEqual([
      { loopId: '2100C', segmentIndex: 14, segmentId: 'NM1', segmentCount: 3 },
      { loopId: '2100D', segmentIndex: 17, segmentId: 'NM1', segmentCount: 3 },
      { loopId: '2200', segmentIndex: 20, segmentId: 'DSB', segmentCount: 2 },
      { loopId: '2310', segmentIndex: 24, segmentId: 'LX', segmentCount: 2 },
      { loopId: '2320', segmentIndex: 26, segmentId: 'COB', segmentCount: 2 },
      { loopId: '2330', segmentIndex: 28, segmentId: 'NM1', segmentCount: 1 },
      { loopId: '2700', segmentIndex: 29, segmentId: 'LS', segmentCount: 6 },
    ]);
    const [member] = transaction.members;
    expect(member).toMatchObject({ name: name('DUBOIS', 'MARIE'), address: null, birthDate: '1988-01-01' });
    expect(member?.coverages).toEqual([
      {
        segmentIndex: 22,
        maintenanceTypeCode: '021',
        insuranceLine: 'DEN',
        planDescription: 'GOLD MED',
        coverageLevel: 'EMP',
        benefitBegin: '2026-02-01',
        benefitEnd: null,
      },
    ]);
    expect(transaction.issues).toEqual([]);
  });
});

describe('parse834 on malformed files', () => {
  it('refuses a byte-order mark, as bytes and as text', () => {
    const message =
      'Segment 1 (ISA): the file starts with a byte-order mark (U+FEFF); an X12 file starts with "ISA" and has none.';
    for (const input of [fixtureBytes('bom.x12'), fixtureText('bom.x12')]) {
      expect(parse834(input)).toEqual({
        delimiters: null,
        interchange: null,
        groups: [],
        issues: [{ level: 'interchange', code: '022', segmentIndex: 1, segmentId: 'ISA', message }],
      });
    }
  });

  it('refuses delimiters that repeat (ISA11 and ISA16 both ":")', () => {
    expect(parse834(fixtureText('bad-separators.x12')).issues).toEqual([
      {
        level: 'interchange',
        code: '022',
        segmentIndex: 1,
        segmentId: 'ISA',
        message:
          'Segment 1 (ISA): the delimiters must differ: element "*", repetition ":", component ":", segment "~".',
      },
    ]);
  });

  it('reports a missing IEA at the last segment and still reads the group', () => {
    const result = parse834(fixtureText('missing-iea.x12'));
    expect(result.issues).toEqual([
      {
        level: 'interchange',
        code: '023',
        segmentIndex: 16,
        segmentId: 'GE',
        message: 'Segment 16 (GE): the file ends after this segment with no IEA segment.',
      },
    ]);
    expect(result.groups[0]?.transactions[0]?.status).toBe('accepted');
  });

  it('rejects a transaction set whose SE01 is not its segment count', () => {
    const transaction = onlyTransaction('wrong-se-count.x12');
    expect(transaction.issues).toEqual([
      {
        level: 'transaction',
        code: '4',
        segmentIndex: 15,
        segmentId: 'SE',
        elementPosition: 1,
        message: 'Segment 15 (SE): SE01 says 12 segments; the transaction set has 13 (ST and SE included).',
      },
    ]);
    expect(transaction.status).toBe('rejected');
  });

  it('rejects a segment out of its loop (a loop 2000 DTP after the member name) and leaves it out', () => {
    const transaction = onlyTransaction('out-of-order.x12');
    expect(transaction.issues).toEqual([
      {
        level: 'segment',
        code: '7',
        segmentIndex: 12,
        segmentId: 'DTP',
        loopId: '2100A',
        message: 'Segment 12 (DTP): DTP is out of place in loop 2100A.',
      },
    ]);
    expect(transaction.members[0]?.eligibilityBegin).toBeNull();
    expect(transaction.members[0]?.birthDate).toBe('1995-05-05');
    expect(transaction.status).toBe('rejected');
  });

  it('accepts with errors a member with an impossible date, a short date and an unknown gender', () => {
    const transaction = onlyTransaction('invalid-date.x12');
    const issues = [
      {
        level: 'element',
        code: '8',
        segmentIndex: 11,
        segmentId: 'DTP',
        elementPosition: 3,
        loopId: '2000',
        badValue: '2026013',
        message: 'Segment 11 (DTP) DTP03: "2026013" is not a date (CCYYMMDD).',
      },
      {
        level: 'element',
        code: '8',
        segmentIndex: 13,
        segmentId: 'DMG',
        elementPosition: 2,
        loopId: '2100A',
        badValue: '19850231',
        message: 'Segment 13 (DMG) DMG02: "19850231" is not a date (CCYYMMDD).',
      },
      {
        level: 'element',
        code: '7',
        segmentIndex: 13,
        segmentId: 'DMG',
        elementPosition: 3,
        loopId: '2100A',
        badValue: 'X',
        message: 'Segment 13 (DMG) DMG03: "X" is not a gender code (F, M, U).',
      },
    ];
    expect(transaction.issues).toEqual(issues);
    expect(transaction.members[0]).toMatchObject({ eligibilityBegin: null, birthDate: null, gender: null, issues });
    expect(transaction.status).toBe('accepted-with-errors');
  });
});
