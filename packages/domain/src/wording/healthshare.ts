// spec §1: healthshare members see different wording, driven by the is_healthshare flag of custom UI data.

/** spec §1: the words healthshare members see instead, by the usual word (lower case). */
export const HEALTHSHARE_WORDING = {
  plan: 'membership',
  primary: 'head of household',
  network: 'affiliation',
} as const;
export type HealthshareWord = keyof typeof HEALTHSHARE_WORDING;

// Whole words only ('planned' and 'networking' stay), with an optional plural 's' ('plans' -> 'memberships').
const WORDS = new RegExp(`\\b(${Object.keys(HEALTHSHARE_WORDING).join('|')})(s?)\\b`, 'gi');

function withCaseOf(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  const first = original[0];
  if (first !== undefined && first === first.toUpperCase()) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

/**
 * spec §1: the text as a healthshare member reads it when isHealthshare is true (plan -> membership,
 * primary -> head of household, network -> affiliation), keeping the original word's capitalisation
 * ('Plan' -> 'Membership', 'PLAN' -> 'MEMBERSHIP'); otherwise the text unchanged.
 */
export function wording(text: string, isHealthshare: boolean): string {
  if (!isHealthshare) return text;
  return text.replace(WORDS, (match: string, word: string, plural: string) => {
    const replacement = HEALTHSHARE_WORDING[word.toLowerCase() as HealthshareWord];
    return withCaseOf(match, replacement) + (plural ? withCaseOf(plural, 's') : '');
  });
}
