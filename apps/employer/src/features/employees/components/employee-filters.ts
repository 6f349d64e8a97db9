import { EMPLOYEE_STATUSES, type EmployeeStatus, type EmployeesQuery } from '@dental/domain';

/** The employees list's filters, held in the URL (back, forward and shared links keep them). */
export interface EmployeeFilters {
  q: string;
  status: EmployeeStatus | '';
  plan: string;
  class: string;
  page: number;
}

const isStatus = (value: string | null): value is EmployeeStatus =>
  (EMPLOYEE_STATUSES as readonly (string | null)[]).includes(value);

/** Reads the filters from the address; anything unreadable is no filter. */
export function filtersFromSearch(search: URLSearchParams): EmployeeFilters {
  const page = Number(search.get('page'));
  const status = search.get('status');
  const plan = search.get('plan') ?? '';
  return {
    q: search.get('q') ?? '',
    status: isStatus(status) ? status : '',
    plan: /^[1-9][0-9]*$/.test(plan) ? plan : '',
    class: search.get('class') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes the filters to the address, leaving out the empty ones. */
export function filtersToSearch(filters: EmployeeFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.status) search.set('status', filters.status);
  if (filters.plan) search.set('plan', filters.plan);
  if (filters.class) search.set('class', filters.class);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The list call's query for the filters (empty ones left out, so equal filters share one cache entry). */
export function employeesQueryOf(filters: EmployeeFilters): EmployeesQuery {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.plan ? { plan_id: filters.plan } : {}),
    ...(filters.class ? { class: filters.class } : {}),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  };
}
