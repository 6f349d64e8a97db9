import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a prerendered screen is only HTML (in the prerender, and while React hydrates it), true once
 * the script runs it. A form keeps its submit button disabled and its fields read-only until then: a native
 * GET submit would put the fields in the address, and typing could be dropped as React takes the fields over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
