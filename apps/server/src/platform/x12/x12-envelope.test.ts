// Decision 0050: the envelopes' order, counts and control numbers, each problem named at its segment.
import { describe, expect, it } from 'vitest';
import { isaOf } from './edi-834-generator.test-support.js';
import { positionInTransaction, readX12Envelope } from './x12-envelope.js';

const file = (...segments: string[]) => [isaOf(9), ...segments].map((segment) => `${segment}~\n`).join('');
const gs = 'GS*BE*ACMEHR*DENTALCO*20260115*0930*9*X*005010X220A1';
const messages = (text: string) => {
  const envelope = readX12Envelope(text);
  const groups = envelope.interchange?.groups ?? [];
  return {
    interchange: envelope.issues.map((issue) => `${issue.code} ${issue.message}`),
    groups: groups.flatMap((group) => group.issues.map((issue) => `${issue.code} ${issue.message}`)),
    transactions: groups.flatMap((group) =>
      group.transactions.flatMap((transaction) => transaction.issues.map((issue) => `${issue.code} ${issue.message}`)),
    ),
  };
};

describe('readX12Envelope', () => {
  it('reads a well-formed interchange: ISA parties, the group, the transaction set and its body', () => {
    const envelope = readX12Envelope(
      file(gs, 'ST*834*0001*005010X220A1', 'BGN*00*X', 'SE*3*0001', 'GE*1*9', 'IEA*1*000000009'),
    );
    expect(envelope.issues).toEqual([]);
    expect(envelope.interchange).toMatchObject({
      senderQualifier: 'ZZ',
      senderId: 'ACMEHR',
      receiverId: 'DENTALCO',
      controlNumber: '000000009',
      usage: 'T',
    });
    const group = envelope.interchange?.groups[0];
    expect(group).toMatchObject({ functionalId: 'BE', controlNumber: '9', version: '005010X220A1', issues: [] });
    const transaction = group?.transactions[0];
    expect(transaction).toMatchObject({ transactionSetId: '834', controlNumber: '0001', issues: [] });
    expect(transaction?.body.map((segment) => [segment.index, segment.id])).toEqual([[4, 'BGN']]);
    expect(transaction && positionInTransaction(transaction, 4)).toBe(2);
  });

  it('checks SE01 against the count and SE02, GE01 and GE02, IEA01 and IEA02 against their headers', () => {
    expect(messages(file(gs, 'ST*834*0001', 'BGN', 'SE*4*0002', 'GE*2*8', 'IEA*2*000000008'))).toEqual({
      interchange: [
        '021 Segment 7 (IEA): IEA01 says 2 functional groups; the interchange has 1.',
        '001 Segment 7 (IEA): IEA02 "000000008" is not the interchange control number ISA13 "000000009".',
      ],
      groups: [
        '5 Segment 6 (GE): GE01 says 2 transaction sets; the group has 1.',
        '4 Segment 6 (GE): GE02 "8" is not the group\'s control number GS06 "9".',
      ],
      transactions: [
        '4 Segment 5 (SE): SE01 says 4 segments; the transaction set has 3 (ST and SE included).',
        '3 Segment 5 (SE): SE02 "0002" is not the transaction set\'s control number ST02 "0001".',
      ],
    });
  });

  it('names a missing trailer where it was due, and a missing IEA at the last segment', () => {
    expect(messages(file(gs, 'ST*834*0001', 'BGN', 'ST*834*0002', 'SE*2*0002', gs))).toEqual({
      interchange: ['023 Segment 7 (GS): the file ends after this segment with no IEA segment.'],
      groups: [
        '3 Segment 2 (GS): the group has no GE before segment 7 (GS).',
        '3 Segment 7 (GS): the group has no GE before the end of the file.',
      ],
      transactions: ['2 Segment 3 (ST): the transaction set has no SE before segment 5 (ST).'],
    });
  });

  it('reports segments out of their envelope: before GS, between ST and GS, after IEA', () => {
    expect(messages(file('ST*834*1', 'BGN', gs, 'SE*1*1', 'GE*0*9', 'IEA*1*000000009', 'GS*BE')).interchange).toEqual([
      '022 Segment 2 (ST): ST is outside a functional group (no GS before it).',
      '022 Segment 3 (BGN): BGN is outside a functional group.',
      '022 Segment 5 (SE): SE is outside a transaction set (no ST before it).',
      '022 Segment 8 (GS): GS is after the IEA that ends the interchange.',
    ]);
    expect(messages(file('GE*0*9', 'ISA*00', 'IEA*0*000000009')).interchange).toEqual([
      '022 Segment 2 (GE): GE is outside a functional group (no GS before it).',
      '022 Segment 3 (ISA): ISA is a second interchange; send one interchange per file.',
    ]);
  });

  it('refuses another version than 00501, and keeps an unreadable segment id in its transaction set', () => {
    const older = file(gs, 'ST*834*0001', 'b@d', 'SE*3*0001', 'GE*1*9', 'IEA*1*000000009').replace(
      '*00501*',
      '*00401*',
    );
    expect(messages(older)).toEqual({
      interchange: ['017 Segment 1 (ISA): ISA12 is "00401"; only 00501 is read.'],
      groups: [],
      transactions: ['1 Segment 4: "b@d" is not a segment id (2 or 3 capital letters or digits).'],
    });
  });
});
