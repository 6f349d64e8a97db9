import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MSG_NOT_CSV,
  MSG_NOT_X12,
  UPLOAD_HEAD_BYTES,
  looksLikeCsv,
  looksLikeX12,
  uploadContentProblem,
} from './upload-content.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('looksLikeCsv', () => {
  it('accepts UTF-8 text with line breaks, a byte order mark, tabs, CRLF and non-ASCII names', () => {
    expect(looksLikeCsv(bytes('id,name\n1,Zoë Muñoz\n'))).toBe(true);
    expect(looksLikeCsv(bytes('\uFEFFid,name\r\n1,"O\'Brien, Pat"\r\n'))).toBe(true);
    expect(looksLikeCsv(bytes('id\tname'))).toBe(true); // a one-line file shorter than the head
  });

  it('refuses an empty file, NUL and other control bytes, and bytes that are not UTF-8', () => {
    expect(looksLikeCsv(new Uint8Array())).toBe(false);
    expect(looksLikeCsv(bytes('\uFEFF'))).toBe(false);
    expect(looksLikeCsv(bytes('id,name\n1,a\u0000b\n'))).toBe(false);
    expect(looksLikeCsv(bytes('id,name\n1,\u001b[31m\n'))).toBe(false);
    expect(looksLikeCsv(bytes('id,name\n1,\u0085\n'))).toBe(false); // C1 control
    expect(looksLikeCsv(Uint8Array.from([0x69, 0x64, 0x0a, 0xe9, 0x0a]))).toBe(false); // Latin-1 é
    expect(looksLikeCsv(Uint8Array.from([0x69, 0x0a, 0xc0, 0xaf]))).toBe(false); // overlong '/'
    expect(looksLikeCsv(Uint8Array.from([0x69, 0x0a, 0xed, 0xa0, 0x80]))).toBe(false); // a surrogate
    expect(looksLikeCsv(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBe(false); // a zip (xlsx)
    expect(looksLikeCsv(bytes('id,name\n1,caf\u00e9').subarray(0, -1))).toBe(false); // cut inside é, whole file
  });

  it('needs a line break within the head when the file is longer than it', () => {
    const oneLine = bytes('a,'.repeat(UPLOAD_HEAD_BYTES / 2));
    expect(oneLine.length).toBe(UPLOAD_HEAD_BYTES);
    expect(looksLikeCsv(oneLine)).toBe(false);
    const withBreak = bytes(`id,name\n${'a,'.repeat(UPLOAD_HEAD_BYTES / 2)}`).subarray(0, UPLOAD_HEAD_BYTES);
    expect(looksLikeCsv(withBreak)).toBe(true);
  });

  it('accepts a head cut inside a multi-byte character (the rest follows), but not a whole file ending so', () => {
    const head = bytes(`id\n${'é'.repeat(UPLOAD_HEAD_BYTES)}`).subarray(0, UPLOAD_HEAD_BYTES);
    expect(head[head.length - 1]).toBe(0xc3); // the first byte of an é
    expect(looksLikeCsv(head)).toBe(true);
    expect(looksLikeCsv(head.subarray(0, 4))).toBe(false); // a whole file of 4 bytes, its last cut
  });

  it('accepts any printable text with a line break (property)', () => {
    const printable = fc.string({ unit: 'grapheme', minLength: 1 }).filter((text) => !/[\p{Cc}\uFEFF]/u.test(text));
    fc.assert(fc.property(printable, printable, (a, b) => looksLikeCsv(bytes(`${a}\n${b}\n`))));
  });
});

describe('looksLikeX12', () => {
  it('accepts ISA and its separator after optional whitespace', () => {
    expect(looksLikeX12(bytes('ISA*00*          *00*'))).toBe(true);
    expect(looksLikeX12(bytes('\r\n  ISA|00|'))).toBe(true);
  });

  it('refuses anything else: a CSV, a word that starts with ISA, lower case, a BOM, too short', () => {
    expect(looksLikeX12(bytes('id,name\n'))).toBe(false);
    expect(looksLikeX12(bytes('ISAAC,Newton\n'))).toBe(false);
    expect(looksLikeX12(bytes('isa*00*'))).toBe(false);
    expect(looksLikeX12(bytes('\uFEFFISA*00*'))).toBe(false);
    expect(looksLikeX12(bytes('ISA'))).toBe(false);
    expect(looksLikeX12(new Uint8Array())).toBe(false);
  });
});

describe('uploadContentProblem', () => {
  it('is null for an accepted kind, else the message of the first kind the entry accepts', () => {
    expect(uploadContentProblem(bytes('id\n1\n'), ['csv'])).toBeNull();
    expect(uploadContentProblem(bytes('ISA*00*'), ['csv', 'x12'])).toBeNull();
    expect(uploadContentProblem(Uint8Array.from([0x00, 0x01, 0x02]), ['csv', 'x12'])).toBe(MSG_NOT_CSV);
    expect(uploadContentProblem(bytes('id\n1\n'), ['x12'])).toBe(MSG_NOT_X12);
  });
});
