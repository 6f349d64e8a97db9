import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** True while React hydrates a page the server drew (mountPortal), until the hydrated tree's effects have run. */
let hydratingDrawnPage = false;

const subscribe = () => () => undefined;
const isHydratingDrawnPage = () => hydratingDrawnPage;

/** mountPortal: a drawn page is about to be hydrated. */
export function hydrationStarts(): void {
  hydratingDrawnPage = true;
}

/** mountPortal (after the hydrated tree's effects): what mounts from now on is the browser's own from the start. */
export function hydrationDone(): void {
  hydratingDrawnPage = false;
}

/**
 * False while a prerendered screen is only HTML (in the prerender, and while React hydrates it), true once
 * the script runs it. A form keeps its submit button disabled and its fields read-only until then: a native
 * GET submit would put the fields in the address, and typing could be dropped as React takes the fields over.
 *
 * The turn to true after hydration is a transition (issue 17): React re-renders the forms in slices instead of
 * at once inside hydration's commit, where it held a phone's main thread for 300 ms or more on the pages with
 * forms. Whether a render meets the server's markup is still useSyncExternalStore's to say (its server
 * snapshot is used by the server and by every hydration, a Suspense boundary hydrated late included); its
 * client snapshot stays "drawn by the server" until the hydrated page's effects have run, so hydration's own
 * check finds nothing changed and re-renders nothing synchronously.
 */
export function useHydrated(): boolean {
  const drawnByServer = useSyncExternalStore(subscribe, isHydratingDrawnPage, () => true);
  const [hydrated, setHydrated] = useState(!drawnByServer);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
