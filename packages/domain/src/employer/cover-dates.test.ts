import { describe, expect, it } from 'vitest';
import {
  canReinstate,
  coverStartDate,
  daysBetween,
  dependentCoverEnd,
  employeeStatusOn,
  reinstateDeadline,
} from './cover-dates.js';

describe('coverStartDate: the first of the month on or after the date', () => {
  it.each([
    ['2026-03-01', '2026-03-01'],
    ['2026-03-02', '2026-04-01'],
    ['2026-03-31', '2026-04-01'],
    ['2026-12-01', '2026-12-01'],
    ['2026-12-15', '2027-01-01'],
    ['2026-12-31', '2027-01-01'],
    ['2024-02-29', '2024-03-01'],
    ['2025-01-31', '2025-02-01'],
    // spec §9: no cover before the earliest benefit date 01-01-1970
    ['1969-12-15', '1970-01-01'],
    ['1965-06-01', '1970-01-01'],
    ['1970-01-01', '1970-01-01'],
  ])('%s -> %s', (from, expected) => {
    expect(coverStartDate(from)).toBe(expected);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => coverStartDate('2026-02-30')).toThrow(RangeError);
    expect(() => coverStartDate('03/01/2026')).toThrow(RangeError);
  });
});

describe('dependentCoverEnd: the last day of the month a Dependent turns 26', () => {
  it.each([
    ['2000-01-15', '2026-01-31'],
    ['2000-01-01', '2026-01-31'],
    ['2000-01-31', '2026-01-31'],
    ['2001-04-30', '2027-04-30'],
    ['2000-06-10', '2026-06-30'],
    ['1999-12-31', '2025-12-31'],
    ['2000-12-01', '2026-12-31'],
    // a February birthday ending in a leap year keeps the 29th
    ['2002-02-10', '2028-02-29'],
    ['2002-02-28', '2028-02-29'],
    ['2001-02-14', '2027-02-28'],
    // a leap-day birthday: the 26th birthday falls on 1 March, so cover ends on 31 March
    ['2000-02-29', '2026-03-31'],
    ['2004-02-29', '2030-03-31'],
  ])('born %s -> covered until %s', (born, expected) => {
    expect(dependentCoverEnd(born)).toBe(expected);
    expect(dependentCoverEnd(born, 'Dependent')).toBe(expected);
  });

  it('a Dependent Adult, a Spouse and the Primary keep cover (null)', () => {
    expect(dependentCoverEnd('2000-01-15', 'Dependent Adult')).toBeNull();
    expect(dependentCoverEnd('1960-01-15', 'Spouse')).toBeNull();
    expect(dependentCoverEnd('1960-01-15', 'Primary')).toBeNull();
  });
});

describe('canReinstate: within 30 days after the end date', () => {
  it.each([
    ['2026-01-31', '2026-01-31', true],
    ['2026-01-31', '2026-02-01', true],
    ['2026-01-31', '2026-03-02', true], // day 30 (February 2026 has 28 days)
    ['2026-01-31', '2026-03-03', false], // day 31
    ['2024-01-31', '2024-03-01', true], // day 30 in a leap year
    ['2024-01-31', '2024-03-02', false],
    ['2026-12-15', '2027-01-14', true], // across the new year
    ['2026-12-15', '2027-01-15', false],
    ['2026-06-30', '2026-06-01', true], // a scheduled end can be undone
  ])('ended %s, today %s -> %s', (end, today, expected) => {
    expect(canReinstate(end, today)).toBe(expected);
  });

  it('reinstateDeadline is the last day canReinstate answers true', () => {
    expect(reinstateDeadline('2026-01-31')).toBe('2026-03-02');
    expect(reinstateDeadline('2026-12-15')).toBe('2027-01-14');
    expect(reinstateDeadline('2024-02-29')).toBe('2024-03-30');
  });
});

describe('daysBetween and employeeStatusOn', () => {
  it('counts calendar days across month and year ends', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2026-01-01')).toBe(-364);
  });

  it.each([
    ['2026-04-01', null, '2026-03-31', 'pending'],
    ['2026-04-01', null, '2026-04-01', 'active'],
    ['2026-04-01', '2026-06-30', '2026-06-30', 'active'],
    ['2026-04-01', '2026-06-30', '2026-07-01', 'ended'],
  ] as const)('start %s end %s on %s -> %s', (start, end, today, expected) => {
    expect(employeeStatusOn(start, end, today)).toBe(expected);
  });
});
