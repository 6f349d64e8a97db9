import type { ReductionReason } from '@dental/domain';

/** Why the plan would pay less than its share, in plain words (issue 6: the reason for any reduction). */
export function estimateReductionText(reason: ReductionReason | null): string {
  switch (reason) {
    case null:
      return '';
    case 'not covered':
      return 'Your plan does not cover this service.';
    case 'annual maximum reached':
      return 'Your plan would pay only what is left of the annual maximum.';
    case 'family maximum reached':
      return "Your plan would pay only what is left of the family's annual maximum.";
    case 'ortho lifetime maximum reached':
      return 'Your plan would pay only what is left of the orthodontic lifetime maximum.';
    case 'not in network':
      return 'The practice is not in your plan’s network.';
    case 'frequency limit reached':
      return 'Your plan covers this service only so often, and that limit would be passed.';
    case 'age limit reached':
      return 'Your plan covers this service only up to an age limit.';
  }
}
