import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToQuery, filtersToSearch } from './purchase-filters';

describe('plan purchase filters (spec §3)', () => {
  it('defaults to the current view, All and the first page', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual({ view: 'current', paymentStatus: '', page: 1 });
    expect(filtersFromSearch(new URLSearchParams('view=old&payment_status=Late&page=-2'))).toEqual({
      view: 'current',
      paymentStatus: '',
      page: 1,
    });
  });

  it('round-trips the URL, leaving the defaults out', () => {
    const filters = filtersFromSearch(new URLSearchParams('view=past&payment_status=Past+due&page=2'));
    expect(filters).toEqual({ view: 'past', paymentStatus: 'Past due', page: 2 });
    expect(filtersToSearch(filters).toString()).toBe('view=past&payment_status=Past+due&page=2');
    expect(filtersToSearch({ view: 'current', paymentStatus: '', page: 1 }).toString()).toBe('');
  });

  it('sends no payment_status for All', () => {
    expect(filtersToQuery({ view: 'current', paymentStatus: '', page: 1 })).toEqual({
      view: 'current',
      page: '1',
      page_size: '10',
    });
    expect(filtersToQuery({ view: 'past', paymentStatus: 'Scheduled', page: 3 })).toMatchObject({
      payment_status: 'Scheduled',
      page: '3',
    });
  });
});
