// Decision 0050: the 999 of an accepted, an accepted-with-errors and a rejected 834, to the character.
import { describe, expect, it } from 'vitest';
import { parse834 } from './edi-834-parser.js';
import { write999 } from './edi-999-writer.js';
import { fixtureText } from './x12-fixtures.test-support.js';

const options = { controlNumber: 7, at: new Date('2026-01-16T08:05:00Z') };
const envelope = (body: string[], groupControl: string) =>
  [
    'ISA*00*          *00*          *ZZ*DENTALCO       *ZZ*ACMEHR         *260116*0805*^*00501*000000007*0*T*:~',
    'GS*FA*DENTALCO*ACMEHR*20260116*0805*7*X*005010X231A1~',
    'ST*999*0001*005010X231A1~',
    `AK1*BE*${groupControl}*005010X220A1~`,
    ...body,
    `SE*${body.length + 3}*0001~`,
    'GE*1*7~',
    'IEA*1*000000007~',
    '',
  ].join('\n');

function ackOf(fixture: string): string {
  const ack = write999(parse834(fixtureText(fixture)), options);
  if (!ack.ok) throw new Error(ack.reason);
  return ack.text;
}

describe('write999', () => {
  it('accepts a clean file: sender and receiver swapped, AK1 from GS01/GS06/GS08, IK5 A, AK9 A', () => {
    expect(ackOf('add-family.x12')).toBe(envelope(['AK2*834*0001*005010X220A1~', 'IK5*A~', 'AK9*A*1*1*1~'], '101'));
  });

  it('rejects a transaction set with a wrong SE count (IK5 R 4) and the group with it (AK9 R)', () => {
    expect(ackOf('wrong-se-count.x12')).toBe(
      envelope(['AK2*834*0001*005010X220A1~', 'IK5*R*4~', 'AK9*R*1*1*0~'], '110'),
    );
  });

  it('rejects a segment out of sequence with IK3 7 at its position in the transaction set and its loop (4 characters)', () => {
    expect(ackOf('out-of-order.x12')).toBe(
      envelope(['AK2*834*0001*005010X220A1~', 'IK3*DTP*10*2100*7~', 'IK5*R*5~', 'AK9*R*1*1*0~'], '111'),
    );
  });

  it('accepts with errors a file with bad dates: IK3 8 per segment, IK4 per element with the value found', () => {
    expect(ackOf('invalid-date.x12')).toBe(
      envelope(
        [
          'AK2*834*0001*005010X220A1~',
          'IK3*DTP*9*2000*8~',
          'IK4*3**8*2026013~',
          'IK3*DMG*11*2100*8~',
          'IK4*2**8*19850231~',
          'IK4*3**7*X~',
          'IK5*E*5~',
          'AK9*E*1*1*1~',
        ],
        '112',
      ),
    );
  });

  it('acknowledges a file whose interchange has no IEA, from its group', () => {
    expect(ackOf('missing-iea.x12')).toBe(envelope(['AK2*834*0001*005010X220A1~', 'IK5*A~', 'AK9*A*1*1*1~'], '109'));
  });

  it('is the same text for the same file, number and time, and carries the number and time given', () => {
    const result = parse834(fixtureText('add-family.x12'));
    expect(write999(result, options)).toEqual(write999(result, options));
    const other = write999(result, { controlNumber: 123456789, at: new Date('2027-12-31T23:59:00Z') });
    expect(other.ok && other.text.split('\n').slice(0, 2)).toEqual([
      'ISA*00*          *00*          *ZZ*DENTALCO       *ZZ*ACMEHR         *271231*2359*^*00501*123456789*0*T*:~',
      'GS*FA*DENTALCO*ACMEHR*20271231*2359*123456789*X*005010X231A1~',
    ]);
  });

  it('writes no 999 for a file with no readable ISA, a control number out of range or an invalid time', () => {
    expect(write999(parse834(fixtureText('bom.x12')), options)).toEqual({
      ok: false,
      reason:
        'Segment 1 (ISA): the file starts with a byte-order mark (U+FEFF); an X12 file starts with "ISA" and has none.',
    });
    expect(write999(parse834(fixtureText('add-family.x12')), { ...options, controlNumber: 0 })).toEqual({
      ok: false,
      reason: 'The control number must be a whole number from 1 to 999999999.',
    });
    expect(write999(parse834(fixtureText('add-family.x12')), { ...options, at: new Date(Number.NaN) })).toEqual({
      ok: false,
      reason: 'The time of the 999 is not a valid date.',
    });
  });

  it('counts the transaction sets received in AK902 when GE01 is missing or no number', () => {
    const noGe = fixtureText('add-family.x12').replace('GE*1*101~\n', '');
    const ack = write999(parse834(noGe), options);
    expect(ack.ok && ack.text).toContain('AK9*R*1*1*1*3~\n');
  });

  it('leaves its own delimiters out of a bad value copied into IK404', () => {
    const file = fixtureText('other-delimiters.x12').replace('DMG|D8|19900412', 'DMG|D8|1990*04~12');
    const ack = write999(parse834(file), options);
    expect(ack.ok && ack.text).toContain('IK4*2**8*19900412~\n');
  });
});
