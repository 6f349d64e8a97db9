import { describe, expect, it } from 'vitest';
import { dateOfD8, isX12Time, x12Stamp } from './x12-values.js';

describe('x12 values', () => {
  it('reads CCYYMMDD calendar dates only', () => {
    expect(dateOfD8('20240229')).toBe('2024-02-29');
    expect(['20230229', '20261301', '20260100', '2026013', '2026-01-01', ''].map(dateOfD8)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads HHMM, HHMMSS and decimal seconds as times', () => {
    expect(['0930', '2359', '235959', '2359591', '23595912'].every(isX12Time)).toBe(true);
    expect(['2400', '0960', '930', '093060', '235959123'].some(isX12Time)).toBe(false);
  });

  it('stamps an instant in UTC as the ISA and GS write it', () => {
    expect(x12Stamp(new Date('2026-01-16T08:05:59Z'))).toEqual({
      yymmdd: '260116',
      ccyymmdd: '20260116',
      hhmm: '0805',
    });
  });
});
