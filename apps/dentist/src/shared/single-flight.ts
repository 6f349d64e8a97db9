import { useCallback, useRef } from 'react';

/**
 * Issue 26 item 11: one request per action however fast it is clicked. A mutation's `isPending` (and the
 * button it disables) changes a render later, and once the request has answered the button is enabled again
 * until the page shows the new state (the refetch): a double click sent two requests. Here an action, named by
 * its key ('pay', 'remove-2'), is refused while its request is in flight and after it succeeded; a failure
 * frees it so that it can be tried again.
 */
export function useSingleFlight() {
  const actions = useRef(new Map<string, 'in-flight' | 'done'>());
  return useCallback((key: string, start: () => Promise<unknown>) => {
    if (actions.current.has(key)) return;
    actions.current.set(key, 'in-flight');
    // A failure is shown from the mutation's own state (isError, error); here it only frees the action.
    start().then(
      () => actions.current.set(key, 'done'),
      () => actions.current.delete(key),
    );
  }, []);
}
