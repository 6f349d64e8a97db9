// Decision 0050: delimiters from the ISA, line breaks after terminators, and every refusal as an issue.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isaOf } from './edi-834-generator.test-support.js';
import { componentsOf, repetitionsOf, tokenizeX12 } from './x12-tokenizer.js';

const isa = isaOf(5);
const issueOf = (text: string) => tokenizeX12(text).issues.map((issue) => [issue.code, issue.message]);

describe('tokenizeX12', () => {
  it('splits segments on the declared terminator, allowing CRLF, LF or nothing after it', () => {
    for (const gap of ['', '\n', '\r\n']) {
      const tokens = tokenizeX12(`${isa}~${gap}GS*BE*A*B~${gap}IEA*0*000000005~${gap}`);
      expect(tokens.issues).toEqual([]);
      expect(tokens.segments.map((segment) => [segment.index, segment.id, segment.elements.length])).toEqual([
        [1, 'ISA', 17],
        [2, 'GS', 4],
        [3, 'IEA', 3],
      ]);
      expect(tokens.segments[1]?.elements).toEqual(['GS', 'BE', 'A', 'B']);
    }
  });

  it('reads each delimiter from its place in the ISA, a terminator inside ISA data included', () => {
    const custom = isa.replaceAll('*', '|').replace('|^|', '|}|').replace(/:$/, '>').replace('ACMEHR ', 'ACME!R ');
    const tokens = tokenizeX12(`${custom}!NM1|X>Y}Z!`);
    expect(tokens.delimiters).toEqual({ element: '|', repetition: '}', component: '>', segment: '!' });
    expect(tokens.segments[0]?.elements[6]).toBe('ACME!R         ');
    const value = tokens.segments[1]?.elements[1] ?? '';
    expect(
      repetitionsOf(value, tokens.delimiters!).map((repetition) => componentsOf(repetition, tokens.delimiters!)),
    ).toEqual([['X', 'Y'], ['Z']]);
    expect(repetitionsOf('', tokens.delimiters!)).toEqual([]);
  });

  it('refuses a file that is not an X12 interchange, naming the ISA', () => {
    expect(issueOf('')).toEqual([['022', 'Segment 1 (ISA): the file does not start with an ISA segment.']]);
    expect(issueOf('\uFEFF' + isa)).toEqual([
      [
        '022',
        'Segment 1 (ISA): the file starts with a byte-order mark (U+FEFF); an X12 file starts with "ISA" and has none.',
      ],
    ]);
    expect(issueOf(isa.slice(0, 50))).toEqual([
      ['023', 'Segment 1 (ISA): the file ends after 50 characters, inside the ISA segment (106 characters).'],
    ]);
  });

  it('refuses separators that are letters, digits, spaces or line breaks, or that repeat', () => {
    const elementMessage =
      'Segment 1 (ISA): the element separator "A" (4th character) does not split the ISA into its 16 fixed-width ' +
      'elements; the ISA is 106 characters with ISA16 and the segment terminator at the end.';
    expect(issueOf(`${isa.replaceAll('*', 'A')}~`)).toEqual([['026', elementMessage]]);
    expect(issueOf(`${isa}\n`)).toEqual([
      [
        '004',
        'Segment 1 (ISA): the segment terminator (after ISA16) is "\\n"; a delimiter is not a letter, digit, space or line break.',
      ],
    ]);
    expect(issueOf(`${isa.replace(/:$/, '0')}~`)).toEqual([
      [
        '027',
        'Segment 1 (ISA): the component separator (ISA16) is "0"; a delimiter is not a letter, digit, space or line break.',
      ],
    ]);
    expect(issueOf(`${isa.replace(/:$/, '~')}~`)).toEqual([
      ['022', 'Segment 1 (ISA): the delimiters must differ: element "*", repetition "^", component "~", segment "~".'],
    ]);
    // ISA one character short: ISA16 is no longer at the 105th character.
    expect(issueOf(`${isa.replace('ACMEHR ', 'ACMEHR')}~~`)[0]?.[0]).toBe('026');
  });

  it('reports a segment id that is not one, and text after the last terminator', () => {
    const tokens = tokenizeX12(`${isa}~GS*BE~bad*1~IEA*1`);
    expect(tokens.segments.map((segment) => segment.id)).toEqual(['ISA', 'GS', 'bad']);
    expect(tokens.issues.map((issue) => [issue.level, issue.code, issue.segmentIndex, issue.message])).toEqual([
      ['segment', '1', 3, 'Segment 3: "bad" is not a segment id (2 or 3 capital letters or digits).'],
      ['interchange', '023', 4, 'Segment 4 (IEA): the file ends without the segment terminator "~".'],
    ]);
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((rest) => `${isa}~${rest}`),
        ),
        (text) => {
          const tokens = tokenizeX12(text);
          expect(tokens.segments.length > 0 || tokens.issues.length > 0).toBe(true);
        },
      ),
    );
  });
});
