import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a prerendered screen is only HTML (in the prerender, and while React hydrates it), true once
 * the script runs it. A form that must not be sent natively before then (a GET would put its fields in the
 * address) keeps its submit button disabled until this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
