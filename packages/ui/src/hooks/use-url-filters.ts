import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Filters with a page: a change of anything but the page goes back to the first page. */
type Paged = { page?: number | undefined };

/**
 * A list's filters held in the URL (so back, forward and shared links keep them). Each change builds on the
 * newest filters, including a change not yet rendered: two fields changed in quick succession (a date
 * range typed fast, or filled by a password manager) both land. React Router's own setter would build the
 * second on the URL of the last render and drop the first.
 */
export function useUrlFilters<F extends Paged>(
  fromSearch: (search: URLSearchParams) => F,
  toSearch: (filters: F) => URLSearchParams,
) {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => fromSearch(search), [fromSearch, search]);
  // The newest filters: those of the URL once it changes, and in between those of the last update.
  const newest = useRef(filters);
  useEffect(() => {
    newest.current = filters;
  }, [filters]);
  const update = useCallback(
    (change: Partial<F>) => {
      const next = { ...newest.current, ...change, page: change.page ?? 1 };
      newest.current = next;
      void setSearch(toSearch(next));
    },
    [setSearch, toSearch],
  );
  return { filters, update };
}
