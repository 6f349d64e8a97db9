import { describe, expect, it } from 'vitest';
import {
  US_STATES,
  US_STATE_CODES,
  US_STATE_NAMES,
  US_STATE_OPTIONS,
  US_TERRITORIES,
  isUsStateCode,
} from './us-states.js';

describe('US states, territories and armed forces (spec §3)', () => {
  it('has the 50 states and DC', () => {
    expect(Object.keys(US_STATES)).toHaveLength(51);
    expect(US_STATES.DC).toBe('District of Columbia');
    expect(US_STATES.NY).toBe('New York');
    expect(US_STATES.WY).toBe('Wyoming');
  });

  it('has the territories AS GU MP PR VI UM', () => {
    expect(Object.keys(US_TERRITORIES)).toEqual(['AS', 'GU', 'MP', 'PR', 'VI', 'UM']);
    expect(US_TERRITORIES.PR).toBe('Puerto Rico');
  });

  it('combines them into 60 unique two-letter codes with options', () => {
    expect(US_STATE_CODES).toHaveLength(60);
    expect(new Set(US_STATE_CODES).size).toBe(60);
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(US_STATE_OPTIONS[0]).toEqual({ value: 'AL', label: 'Alabama' });
    expect(US_STATE_OPTIONS.map((o) => o.label)).toEqual(Object.values(US_STATE_NAMES));
  });

  it('recognises codes only in upper case', () => {
    expect(isUsStateCode('CA')).toBe(true);
    expect(isUsStateCode('ca')).toBe(false);
    expect(isUsStateCode('XX')).toBe(false);
    expect(isUsStateCode('hasOwnProperty')).toBe(false);
    expect(isUsStateCode(1)).toBe(false);
  });
});
