import { describe, expect, it } from 'vitest';
import { csvField, dollars } from './visits-csv.js';

describe('visits CSV fields (decision 0030)', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Smith')).toBe('Smith');
    expect(csvField('Smith, Jr')).toBe('"Smith, Jr"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it('defuses a field a spreadsheet would run as a formula with a leading single quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvField(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
    expect(csvField("O'Brien")).toBe("O'Brien");
  });

  it('writes cents as dollars with two decimals', () => {
    expect(dollars(0)).toBe('0.00');
    expect(dollars(5)).toBe('0.05');
    expect(dollars(123456)).toBe('1234.56');
    expect(dollars(-150)).toBe('-1.50');
  });
});
