import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvFormatError, createCsvReader, parseCsv, toCsv } from './csv.js';

/** Feeds `text` in pieces of `size` characters and collects every row. */
function readInChunks(text: string, size: number): string[][] {
  const reader = createCsvReader();
  const rows: string[][] = [];
  for (let i = 0; i < text.length; i += size) rows.push(...reader.push(text.slice(i, i + size)));
  rows.push(...reader.end());
  return rows;
}

describe('parseCsv (RFC 4180)', () => {
  it.each([
    [
      'plain rows, LF',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'CRLF, no final line break',
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a lone CR ends a row',
      'a,b\r1,2\r',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['empty fields', ',a,,\n', [['', 'a', '', '']]],
    ['quoted comma', '"Moreno, Jr.",Leo\n', [['Moreno, Jr.', 'Leo']]],
    ['doubled quotes', '"say ""hi""",x\n', [['say "hi"', 'x']]],
    ['a quoted quote only', '"""",""\n', [['"', '']]],
    ['line breaks inside quotes', '"12 Elm St\r\nApt 4",NY\n', [['12 Elm St\r\nApt 4', 'NY']]],
    ['a UTF-8 BOM is dropped', '\uFEFFFirst Name,Last Name\n', [['First Name', 'Last Name']]],
    ['blank trailing lines are ignored', 'a\n1\n\n\r\n  \n', [['a'], ['1']]],
    ['a blank line inside the file stays a row', 'a\n\n1\n', [['a'], [''], ['1']]],
    ['a quote inside an unquoted field is kept', 'O"Brien,x\n', [['O"Brien', 'x']]],
    ['text after a closing quote is kept', '"ab"c,d\n', [['abc', 'd']]],
    ['spaces are kept', ' a , b \n', [[' a ', ' b ']]],
    ['an empty file', '', []],
  ])('%s', (_name, text, expected) => {
    expect(parseCsv(text)).toEqual(expected);
  });

  it('refuses an unclosed quote, naming the row where it opens', () => {
    expect(() => parseCsv('a,b\n1,"2\n3,4\n')).toThrow(new CsvFormatError('Row 2: a quoted field is not closed', 2));
    const thrown = (() => {
      try {
        parseCsv('a\n"x');
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(CsvFormatError);
    expect((thrown as CsvFormatError).row).toBe(2);
  });
});

describe('createCsvReader: incremental', () => {
  const text = '\uFEFFname,note\r\n"Ann","a, ""b""\r\nc"\r\nBo,x\r\n\r\n';
  const expected = [
    ['name', 'note'],
    ['Ann', 'a, "b"\r\nc'],
    ['Bo', 'x'],
  ];

  it.each([1, 2, 3, 5, 7, 1000])('reads the same rows in chunks of %i characters', (size) => {
    expect(readInChunks(text, size)).toEqual(expected);
  });

  it('answers each row as soon as its line ends', () => {
    const reader = createCsvReader();
    expect(reader.push('a,b\n1,')).toEqual([['a', 'b']]);
    expect(reader.push('2\r')).toEqual([['1', '2']]);
    expect(reader.push('\n3,4')).toEqual([]);
    expect(reader.end()).toEqual([['3', '4']]);
  });

  it('holds blank lines back until a row follows them', () => {
    const reader = createCsvReader();
    expect(reader.push('a\n\n')).toEqual([['a']]);
    expect(reader.push('b\n')).toEqual([[''], ['b']]);
    expect(reader.push('\n')).toEqual([]);
    expect(reader.end()).toEqual([]);
  });

  it('streams 10,000 rows', () => {
    const lines = ['id,name'];
    for (let i = 1; i <= 10_000; i += 1) lines.push(`${i},"Person ${i}, Jr."`);
    const rows = readInChunks(lines.join('\r\n') + '\r\n', 4096);
    expect(rows).toHaveLength(10_001);
    expect(rows[10_000]).toEqual(['10000', 'Person 10000, Jr.']);
  });
});

describe('toCsv and parseCsv agree', () => {
  it('writes quotes only where needed', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'x\ny']])).toBe('a,"b,c","say ""hi""","x\ny"\r\n');
  });

  it('any rows written then read (in any chunking) come back the same', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r', 'é') });
    const nonBlankRow = fc
      .array(cell, { minLength: 1, maxLength: 5 })
      .filter((row) => row.some((c) => c.trim() !== ''));
    fc.assert(
      fc.property(fc.array(nonBlankRow, { maxLength: 8 }), fc.integer({ min: 1, max: 9 }), (rows, size) => {
        expect(readInChunks(toCsv(rows), size)).toEqual(rows);
      }),
    );
  });
});
