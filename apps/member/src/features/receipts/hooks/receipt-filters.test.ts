import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECEIPT_FILTERS,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  isRangeReversed,
} from './receipt-filters';

describe('receipts filters and the URL', () => {
  it('a plain /transactions is the appointments view, first page, no filter', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual(DEFAULT_RECEIPT_FILTERS);
    expect(filtersToSearch(DEFAULT_RECEIPT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter through the query string', () => {
    const filters = {
      patientId: '7',
      practiceId: '3',
      dateType: 'payment_date',
      dateFrom: '2025-01-01',
      dateTo: '2025-06-30',
      view: 'all',
      page: 2,
    } as const;
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe(
      'patient_id=7&practice_id=3&date_type=payment_date&date_from=2025-01-01&date_to=2025-06-30&view=all&page=2',
    );
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('drops unreadable values instead of sending them', () => {
    const search = new URLSearchParams(
      'patient_id=abc&practice_id=0&date_type=x&date_from=01/02/2025&view=nope&page=-3',
    );
    expect(filtersFromSearch(search)).toEqual(DEFAULT_RECEIPT_FILTERS);
  });

  it('maps to the API query with the page size, and the date type only with a range', () => {
    expect(filtersToQuery(DEFAULT_RECEIPT_FILTERS)).toEqual({ page: '1', page_size: '10', view: 'appointments' });
    expect(filtersToQuery({ ...DEFAULT_RECEIPT_FILTERS, dateType: 'payment_date' })).not.toHaveProperty('date_type');
    expect(
      filtersToQuery({
        ...DEFAULT_RECEIPT_FILTERS,
        patientId: '4',
        practiceId: '9',
        dateType: 'payment_date',
        dateTo: '2025-03-01',
        page: 3,
      }),
    ).toEqual({
      page: '3',
      page_size: '10',
      view: 'appointments',
      patient_id: '4',
      practice_id: '9',
      date_type: 'payment_date',
      date_to: '2025-03-01',
    });
  });

  it('knows a range that ends before it starts', () => {
    expect(isRangeReversed({ dateFrom: '2025-02-01', dateTo: '2025-01-31' })).toBe(true);
    expect(isRangeReversed({ dateFrom: '2025-02-01', dateTo: '2025-02-01' })).toBe(false);
    expect(isRangeReversed({ dateFrom: '', dateTo: '2025-01-31' })).toBe(false);
  });
});
