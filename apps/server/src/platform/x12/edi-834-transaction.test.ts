// Decision 0050 and 005010X220A1 §2.3: what a transaction set must hold, where each segment may stand, and how
// members become families.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEADER_834, generate834, wrap834 } from './edi-834-generator.test-support.js';
import { parse834 } from './edi-834-parser.js';
import type { Edi834Transaction } from './edi-834-types.js';
import { write999 } from './edi-999-writer.js';
import { fixtureText } from './x12-fixtures.test-support.js';

const subscriber = ['INS*Y*18*021*28*A', 'REF*0F*E1', 'NM1*IL*1*ONE*ANN'];
function transactionOf(text: string): Edi834Transaction {
  const transaction = parse834(text).groups[0]?.transactions[0];
  if (transaction === undefined) throw new Error('no transaction set');
  return transaction;
}
const issuesOf = (body: readonly string[]) =>
  transactionOf(wrap834(body)).issues.map((issue) =>
    [issue.level, issue.code, issue.segmentId, issue.segmentIndex, issue.loopId ?? '-', issue.message].join(' | '),
  );

describe('read834Transaction: structure', () => {
  it('wants BGN first, then REF 38, the sponsor and the payer before the members', () => {
    expect(issuesOf(['REF*38*G', ...subscriber])).toEqual([
      'segment | 3 | BGN | 4 | - | Segment 4 (REF): BGN must follow ST.',
      'segment | 3 | N1 | 5 | 1000A | Segment 5 (INS): there is no N1*P5 sponsor (loop 1000A).',
      'segment | 3 | N1 | 5 | 1000B | Segment 5 (INS): there is no N1*IN payer (loop 1000B).',
    ]);
    expect(issuesOf(['BGN*00*X*20260115*0930****2', 'N1*P5*S*FI*1', 'N1*IN*P*FI*2', ...subscriber])).toEqual([
      'segment | 3 | REF | 7 | - | Segment 7 (INS): the header has no REF*38 master policy number.',
    ]);
  });

  it('wants NM1*IL and REF*0F in each member, and one NM1*IL only', () => {
    expect(
      issuesOf([
        ...HEADER_834,
        'INS*Y*18*021*28*A',
        'HD*021**DEN',
        'INS*N*19*021*28*A',
        'REF*0F*E1',
        'NM1*IL*1*A',
        'NM1*IL*1*B',
      ]),
    ).toEqual([
      'segment | 3 | NM1 | 8 | 2000 | Segment 8 (INS): the member has no NM1*IL (loop 2100A).',
      'segment | 3 | REF | 8 | 2000 | Segment 8 (INS): the member has no REF*0F subscriber identifier.',
      'segment | 2 | NM1 | 13 | 2100A | Segment 13 (NM1): the member has a second NM1*IL (loop 2100A).',
    ]);
  });

  it('refuses a member segment in the header, and a segment after the 2700 loop other than INS', () => {
    expect(
      issuesOf([
        'BGN*00*X*20260115*0930****2',
        'REF*38*G',
        'PER*IP',
        'N1*P5*S*FI*1',
        'N1*IN*P*FI*2',
        ...subscriber,
        'LS*2700',
        'LE*2700',
        'HD*021**DEN',
      ]),
    ).toEqual([
      'segment | 7 | PER | 6 | - | Segment 6 (PER): PER is out of place in the header.',
      'segment | 7 | HD | 14 | - | Segment 14 (HD): HD is out of place after LE (the end of loop 2700).',
    ]);
  });

  it('refuses a header segment among the members, a segment the 834 does not define, and LE with no LS', () => {
    expect(issuesOf([...HEADER_834, ...subscriber, 'N1*P5*LATE', 'CLP*1', 'LE*2700'])).toEqual([
      'segment | 7 | N1 | 11 | 2100A | Segment 11 (N1): N1 is out of place in loop 2100A.',
      'segment | 6 | CLP | 12 | - | Segment 12 (CLP): CLP is not an 834 segment.',
      'segment | 7 | LE | 13 | 2100A | Segment 13 (LE): LE is out of place in loop 2100A.',
    ]);
  });

  it('takes an NM1 of no known loop 2100 as an element error and skips its loop, not into the member', () => {
    const transaction = transactionOf(wrap834([...HEADER_834, ...subscriber, 'NM1*ZZ*1*WHO', 'N3*1 ELSEWHERE']));
    expect(transaction.issues.map((issue) => [issue.level, issue.code, issue.elementPosition, issue.message])).toEqual([
      ['element', '7', 1, 'Segment 11 (NM1): NM101 "ZZ" names no loop 2100 of the 834.'],
    ]);
    expect(transaction.ignoredLoops).toEqual([{ loopId: '2100', segmentIndex: 11, segmentId: 'NM1', segmentCount: 2 }]);
    expect(transaction.members[0]?.address).toBeNull();
    expect(transaction.status).toBe('accepted-with-errors');
  });
});

describe('read834Transaction: values', () => {
  it('checks INS codes, the subscriber flag against the relationship, and the SSN shape', () => {
    const transaction = transactionOf(
      wrap834([...HEADER_834, 'INS*Y*19*099*28*Q', 'REF*0F*E1', 'NM1*IL*1*ONE*ANN****34*12345678']),
    );
    expect(transaction.issues.map((issue) => [issue.code, issue.message, issue.badValue])).toEqual([
      ['7', 'Segment 8 (INS) INS02: a subscriber (INS01 Y) is related to themself (18), not "19".', '19'],
      ['7', 'Segment 8 (INS) INS03: "099" is not a maintenance type code (001, 021, 024, 025, 030).', '099'],
      ['7', 'Segment 8 (INS) INS05: "Q" is not a benefit status code (A, C, S, T).', 'Q'],
      ['I12', 'Segment 10 (NM1) NM109: "12345678" is not a 9-digit social security number.', '12345678'],
    ]);
    expect(transaction.members[0]).toMatchObject({
      subscriber: true,
      relationship: 'child',
      maintenanceTypeCode: '099',
      maintenanceType: null,
      ssn: null,
    });
  });

  it('reports a missing required element with IK403 1, the issues in file order', () => {
    expect(issuesOf([...HEADER_834, 'INS*N*01*021*28*A', 'REF*0F', 'NM1*IL*1'])).toEqual([
      'segment | 3 | REF | 8 | 2000 | Segment 8 (INS): the member has no REF*0F subscriber identifier.',
      'element | 1 | REF | 9 | 2000 | Segment 9 (REF) REF02: the required element is missing.',
      'element | 1 | NM1 | 10 | 2100A | Segment 10 (NM1) NM103: the required element is missing.',
    ]);
  });

  it('groups dependents under the subscriber id they name, a subscriber absent from the file included', () => {
    const transaction = transactionOf(
      wrap834([
        ...HEADER_834,
        'INS*N*19*021*28*A', 'REF*0F*E2', 'NM1*IL*1*TWO*KID',
        'INS*Y*18*021*28*A', 'REF*0F*E1', 'NM1*IL*1*ONE*ANN',
        'INS*N*01*001*AI*A', 'REF*0F*E3', 'NM1*IL*1*THREE*SPOUSE',
        'INS*N*19*021*28*A', 'REF*0F*E2', 'NM1*IL*1*TWO*OTHER',
      ]), // prettier-ignore
    );
    expect(
      transaction.families.map((family) => [
        family.subscriberId,
        family.subscriber?.name?.first ?? null,
        family.dependents.map((dependent) => dependent.name?.first),
      ]),
    ).toEqual([
      ['E2', null, ['KID', 'OTHER']],
      ['E1', 'ANN', []],
      ['E3', null, ['SPOUSE']],
    ]);
  });

  it('rejects a transaction set that is not an 834 of 005010X220A1, and a group that is not BE', () => {
    const text = wrap834([...HEADER_834, ...subscriber]);
    const other = parse834(text.replace('ST*834*0001*005010X220A1', 'ST*835*0001*005010X221A1'));
    expect(other.groups[0]?.transactions[0]?.issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['1', 'Segment 3 (ST): transaction set "835" is not an 834.'],
    ]);
    const version = parse834(text.replace('ST*834*0001*005010X220A1', 'ST*834*0001*005010X220'));
    expect(version.groups[0]?.transactions[0]?.status).toBe('rejected');
    expect(version.groups[0]?.transactions[0]?.issues[0]?.code).toBe('I6');
    const group = parse834(text.replace('GS*BE*', 'GS*HC*'));
    expect(group.groups[0]?.issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['1', 'Segment 2 (GS): functional group "HC" is not BE (benefit enrolment).'],
    ]);
    const ack = write999(group, { controlNumber: 1, at: new Date(0) });
    expect(ack.ok && ack.text).toContain('IK5*A~\nAK9*R*1*1*1*1~\n');
  });
});

describe('parse834 at scale and on garbage', () => {
  it('reads a generated file of 10,000 member loops into 3,334 families with no issue', () => {
    const transaction = transactionOf(generate834({ members: 10_000 }));
    expect(transaction.issues).toEqual([]);
    expect(transaction.members).toHaveLength(10_000);
    expect(transaction.families).toHaveLength(3_334);
    expect(transaction.families[0]?.dependents.map((member) => member.relationship)).toEqual(['spouse', 'child']);
  });

  it('never throws on a damaged file, and its 999 is written or refused with a reason', () => {
    const text = fixtureText('ignored-loops.x12');
    fc.assert(
      fc.property(fc.nat(text.length), fc.nat(40), fc.string({ maxLength: 3 }), (at, cut, insert) => {
        const damaged = text.slice(0, at) + insert + text.slice(at + cut);
        const ack = write999(parse834(damaged), { controlNumber: 1, at: new Date(0) });
        expect(ack.ok ? ack.text.endsWith('IEA*1*000000001~\n') : ack.reason.length > 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
