import { useCallback } from 'react';
import { wording } from '@dental/domain';
import { useCustomUiData } from '../api/custom-ui-data';

/**
 * spec §1: healthshare members read 'membership', 'head of household' and 'affiliation' for 'plan',
 * 'primary' and 'network'. Every visible text with those words goes through the function this returns.
 */
export function useWording(): (text: string) => string {
  const isHealthshare = useCustomUiData().data?.is_healthshare ?? false;
  return useCallback((text: string) => wording(text, isHealthshare), [isHealthshare]);
}

/**
 * Whether the member's wording is known yet. A screen drawn before it would show a healthshare member 'plan'
 * and then change it under their eyes: the protected pages stay unseen until this is true (WordedOutlet).
 * A failed call counts as known: the usual words are then the best there is.
 */
export function useWordingKnown(): boolean {
  return !useCustomUiData().isPending;
}
