import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlFilters } from './use-url-filters';

type Filters = { from?: string | undefined; to?: string | undefined; page?: number | undefined };
const fromSearch = (search: URLSearchParams): Filters => ({
  from: search.get('from') ?? undefined,
  to: search.get('to') ?? undefined,
  page: Number(search.get('page') ?? 1),
});
const toSearch = (f: Filters): URLSearchParams => {
  const search = new URLSearchParams();
  if (f.from) search.set('from', f.from);
  if (f.to) search.set('to', f.to);
  if (f.page && f.page > 1) search.set('page', String(f.page));
  return search;
};

function useFiltersAndLocation() {
  return { ...useUrlFilters(fromSearch, toSearch), location: useLocation() };
}
const wrapper = (initial: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  };

describe('useUrlFilters', () => {
  it('keeps both of two changes made before the page renders again (a date range filled fast)', () => {
    const { result } = renderHook(useFiltersAndLocation, { wrapper: wrapper('/transactions?page=3') });
    act(() => {
      result.current.update({ from: '2026-01-01' });
      result.current.update({ to: '2026-11-22' });
    });
    expect(result.current.location.search).toBe('?from=2026-01-01&to=2026-11-22');
    expect(result.current.filters).toEqual({ from: '2026-01-01', to: '2026-11-22', page: 1 });
  });

  it('goes back to the first page on a filter change, and keeps the filters on a page change', () => {
    const { result } = renderHook(useFiltersAndLocation, { wrapper: wrapper('/transactions?from=2026-01-01&page=2') });
    act(() => result.current.update({ page: 4 }));
    expect(result.current.location.search).toBe('?from=2026-01-01&page=4');
    act(() => result.current.update({ to: '2026-02-01' }));
    expect(result.current.location.search).toBe('?from=2026-01-01&to=2026-02-01');
  });
});
