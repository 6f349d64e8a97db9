// Issue 16: a procedure line names a tooth where the procedure needs one (Universal Numbering System: adult
// teeth 1-32, baby teeth A-T) and the surfaces a filling covers. The spec shows no rule or message for
// these; the words below are ours, written for a front desk typing quickly.

/** Adult teeth, 1 (upper right third molar) to 32 (lower right third molar). */
export const ADULT_TEETH = Array.from({ length: 32 }, (_, i) => String(i + 1));
/** Baby teeth, A (upper right second molar) to T (lower right second molar). */
export const BABY_TEETH = 'ABCDEFGHIJKLMNOPQRST'.split('');

const ADULT_FRONT = new Set(['6', '7', '8', '9', '10', '11', '22', '23', '24', '25', '26', '27']);
const ADULT_PREMOLARS = new Set(['4', '5', '12', '13', '20', '21', '28', '29']);
const BABY_FRONT = new Set(['C', 'D', 'E', 'F', 'G', 'H', 'M', 'N', 'O', 'P', 'Q', 'R']);

/** Surfaces of a back tooth: mesial, occlusal, distal, buccal, lingual. */
export const BACK_TOOTH_SURFACES = ['M', 'O', 'D', 'B', 'L'] as const;
/** Surfaces of a front tooth: mesial, incisal, distal, facial, lingual. */
export const FRONT_TOOTH_SURFACES = ['M', 'I', 'D', 'F', 'L'] as const;

/** Which teeth a procedure is done on. */
export type ToothKind = 'any' | 'adult' | 'baby' | 'front' | 'back' | 'premolar' | 'molar';

/** How a procedure names its tooth: not at all, or a tooth of a kind (with this many surfaces, for fillings). */
export type ToothRule = { tooth: 'none' } | { tooth: ToothKind; surfaces: number };

const tooth = (kind: ToothKind, surfaces = 0): ToothRule => ({ tooth: kind, surfaces });

/** The procedures of the catalogue done on one tooth; every other code takes no tooth (issue 16). */
const TOOTH_RULES: Readonly<Record<string, ToothRule>> = {
  D0220: tooth('any'),
  D1351: tooth('back'),
  D2140: tooth('back', 1),
  D2150: tooth('back', 2),
  D2330: tooth('front', 1),
  D2391: tooth('back', 1),
  D2392: tooth('back', 2),
  D2393: tooth('back', 3),
  D2930: tooth('baby'),
  D3220: tooth('baby'),
  D2740: tooth('any'),
  D2750: tooth('any'),
  D2790: tooth('any'),
  D2950: tooth('any'),
  D2954: tooth('any'),
  D3310: tooth('front'),
  D3320: tooth('premolar'),
  D3330: tooth('molar'),
  D6010: tooth('adult'),
  D6058: tooth('adult'),
  D6240: tooth('adult'),
  D7140: tooth('any'),
  D7210: tooth('any'),
  D7240: tooth('adult'),
};

export const MSG_TOOTH_REQUIRED = 'Enter the tooth (1-32 or A-T)';
export const MSG_TOOTH_INVALID = 'A tooth is 1-32 or A-T';
export const MSG_TOOTH_NOT_TAKEN = 'This procedure is not for one tooth';
const KIND_MESSAGES: Readonly<Record<Exclude<ToothKind, 'any'>, string>> = {
  adult: 'This procedure is for an adult tooth (1-32)',
  baby: 'This procedure is for a baby tooth (A-T)',
  front: 'This procedure is for a front tooth',
  back: 'This procedure is for a back tooth',
  premolar: 'This procedure is for a premolar (4, 5, 12, 13, 20, 21, 28 or 29)',
  molar: 'This procedure is for an adult molar',
};

/** The tooth rule of a procedure code (unknown codes take no tooth; the code's own rule refuses them). */
export function toothRuleOf(code: string): ToothRule {
  return TOOTH_RULES[code.trim().toUpperCase()] ?? { tooth: 'none' };
}

/** A tooth as typed ('8', ' 08 ', 'k') in its stored form ('8', 'K'), or null when it is no tooth. */
export function normaliseTooth(value: string): string | null {
  const typed = value.trim().toUpperCase();
  const asNumber = /^\d{1,2}$/.test(typed) ? String(Number(typed)) : typed;
  return ADULT_TEETH.includes(asNumber) || BABY_TEETH.includes(asNumber) ? asNumber : null;
}

function isFront(toothId: string): boolean {
  return ADULT_FRONT.has(toothId) || BABY_FRONT.has(toothId);
}

function fitsKind(toothId: string, kind: ToothKind): boolean {
  const adult = ADULT_TEETH.includes(toothId);
  switch (kind) {
    case 'any':
      return true;
    case 'adult':
      return adult;
    case 'baby':
      return !adult;
    case 'front':
      return isFront(toothId);
    case 'back':
      return !isFront(toothId);
    case 'premolar':
      return ADULT_PREMOLARS.has(toothId);
    case 'molar':
      return adult && !isFront(toothId) && !ADULT_PREMOLARS.has(toothId);
  }
}

/** The surfaces a tooth has: a front tooth's or a back tooth's five. */
export function surfacesOf(toothId: string): readonly string[] {
  return isFront(toothId) ? FRONT_TOOTH_SURFACES : BACK_TOOTH_SURFACES;
}

/** What is wrong with a line's tooth and surfaces, field by field; empty when they are right. */
export function toothProblems(line: { code: string; tooth?: string | null; surfaces?: string | null }): {
  tooth?: string;
  surfaces?: string;
} {
  const rule = toothRuleOf(line.code);
  const typedTooth = line.tooth?.trim() ?? '';
  const typedSurfaces = (line.surfaces ?? '').replace(/[\s,]/g, '').toUpperCase();
  if (rule.tooth === 'none') {
    return typedTooth === '' && typedSurfaces === ''
      ? {}
      : { [typedTooth === '' ? 'surfaces' : 'tooth']: MSG_TOOTH_NOT_TAKEN };
  }
  if (typedTooth === '') return { tooth: MSG_TOOTH_REQUIRED };
  const toothId = normaliseTooth(typedTooth);
  if (toothId === null) return { tooth: MSG_TOOTH_INVALID };
  if (rule.tooth !== 'any' && !fitsKind(toothId, rule.tooth)) return { tooth: KIND_MESSAGES[rule.tooth] };
  const letters = typedSurfaces.split('').filter(Boolean);
  const allowed = surfacesOf(toothId);
  if (rule.surfaces === 0) return letters.length === 0 ? {} : { surfaces: 'This procedure takes no surfaces' };
  const distinct = new Set(letters);
  const valid = letters.every((letter) => allowed.includes(letter)) && distinct.size === letters.length;
  if (!valid || letters.length !== rule.surfaces) {
    const count = rule.surfaces === 1 ? '1 surface' : `${rule.surfaces} different surfaces`;
    return { surfaces: `Choose ${count} of ${allowed.join(', ')}` };
  }
  return {};
}
