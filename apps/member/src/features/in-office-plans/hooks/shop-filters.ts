import type { InOfficePlansQuery } from '@dental/domain';

/** Plans shown per page of the shop. */
export const SHOP_PAGE_SIZE = 10;

/** The shop's filters: a zip ('' = the member's own) and a practice ('' = all), and the page. */
export interface ShopFilters {
  zip: string;
  practiceId: string;
  page: number;
}

/** The filters from the URL (anything malformed is dropped: the server would refuse it). */
export function shopFiltersFromSearch(search: URLSearchParams): ShopFilters {
  const zip = search.get('zip') ?? '';
  const practiceId = search.get('practice_id') ?? '';
  const page = Number(search.get('page'));
  return {
    zip: /^[0-9]{5}$/.test(zip) ? zip : '',
    practiceId: /^[1-9][0-9]{0,14}$/.test(practiceId) ? practiceId : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL search of the filters, leaving the defaults out. */
export function shopFiltersToSearch(filters: ShopFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.zip) search.set('zip', filters.zip);
  if (filters.practiceId) search.set('practice_id', filters.practiceId);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The shop call's query. */
export function shopFiltersToQuery(filters: ShopFilters): InOfficePlansQuery {
  return {
    ...(filters.zip ? { zip: filters.zip } : {}),
    ...(filters.practiceId ? { practice_id: filters.practiceId } : {}),
    page: String(filters.page),
    page_size: String(SHOP_PAGE_SIZE),
  };
}
