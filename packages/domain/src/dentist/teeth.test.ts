import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROCEDURE_CATALOGUE } from '../coverage/procedure-catalogue.js';
import {
  ADULT_TEETH,
  BABY_TEETH,
  MSG_TOOTH_INVALID,
  MSG_TOOTH_NOT_TAKEN,
  MSG_TOOTH_REQUIRED,
  normaliseTooth,
  toothProblems,
  toothRuleOf,
} from './teeth.js';

describe('teeth and surfaces of a procedure line', () => {
  it('knows 32 adult and 20 baby teeth, typed loosely', () => {
    expect(ADULT_TEETH).toHaveLength(32);
    expect(BABY_TEETH).toHaveLength(20);
    expect(normaliseTooth(' 08 ')).toBe('8');
    expect(normaliseTooth('k')).toBe('K');
    for (const value of ['0', '33', 'U', '1.5', '', '8A']) expect(normaliseTooth(value)).toBeNull();
  });

  it('asks for a tooth where the procedure needs one and refuses one where it does not', () => {
    expect(toothProblems({ code: 'D7140' })).toEqual({ tooth: MSG_TOOTH_REQUIRED });
    expect(toothProblems({ code: 'D7140', tooth: '40' })).toEqual({ tooth: MSG_TOOTH_INVALID });
    expect(toothProblems({ code: 'D7140', tooth: '1' })).toEqual({});
    expect(toothProblems({ code: 'D1110' })).toEqual({});
    expect(toothProblems({ code: 'D1110', tooth: '3' })).toEqual({ tooth: MSG_TOOTH_NOT_TAKEN });
  });

  it('holds a procedure to its kind of tooth', () => {
    expect(toothProblems({ code: 'D3310', tooth: '8' })).toEqual({});
    expect(toothProblems({ code: 'D3310', tooth: '30' }).tooth).toBe('This procedure is for a front tooth');
    expect(toothProblems({ code: 'D3320', tooth: '5' })).toEqual({});
    expect(toothProblems({ code: 'D3330', tooth: '5' }).tooth).toBe('This procedure is for an adult molar');
    expect(toothProblems({ code: 'D3330', tooth: 'A' }).tooth).toBe('This procedure is for an adult molar');
    expect(toothProblems({ code: 'D3330', tooth: '19' })).toEqual({});
    expect(toothProblems({ code: 'D2930', tooth: 'A' })).toEqual({});
    expect(toothProblems({ code: 'D2930', tooth: '3' }).tooth).toBe('This procedure is for a baby tooth (A-T)');
    expect(toothProblems({ code: 'D6010', tooth: 'A' }).tooth).toBe('This procedure is for an adult tooth (1-32)');
  });

  it('counts a filling’s surfaces from the tooth’s own five', () => {
    expect(toothProblems({ code: 'D2392', tooth: '30', surfaces: 'MO' })).toEqual({});
    expect(toothProblems({ code: 'D2392', tooth: '30', surfaces: 'm, o' })).toEqual({});
    expect(toothProblems({ code: 'D2392', tooth: '30', surfaces: 'MM' }).surfaces).toBe(
      'Choose 2 different surfaces of M, O, D, B, L',
    );
    expect(toothProblems({ code: 'D2392', tooth: '30', surfaces: 'M' }).surfaces).toBe(
      'Choose 2 different surfaces of M, O, D, B, L',
    );
    expect(toothProblems({ code: 'D2330', tooth: '8', surfaces: 'I' })).toEqual({});
    expect(toothProblems({ code: 'D2330', tooth: '8', surfaces: 'O' }).surfaces).toBe(
      'Choose 1 surface of M, I, D, F, L',
    );
    expect(toothProblems({ code: 'D2740', tooth: '3', surfaces: 'O' }).surfaces).toBe(
      'This procedure takes no surfaces',
    );
  });

  it('gives every catalogue code a rule and never throws on any input', () => {
    for (const procedure of PROCEDURE_CATALOGUE) expect(toothRuleOf(procedure.code).tooth).toBeDefined();
    const codes = PROCEDURE_CATALOGUE.map((p) => p.code);
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.option(fc.string()),
        fc.option(fc.string()),
        (code, tooth, surfaces) => {
          const problems = toothProblems({ code, tooth, surfaces });
          for (const message of Object.values(problems)) expect(message).toMatch(/\w/);
        },
      ),
    );
  });
});
