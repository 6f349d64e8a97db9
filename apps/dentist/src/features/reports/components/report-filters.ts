// Issue 16 item 6: the visits report's filters live in the URL (shareable; the back button works), under the
// API's own parameter names. The default is this month to today by appointment date.
import {
  DEFAULT_REPORT_PAGE_SIZE,
  REPORT_DATE_TYPES,
  REPORT_PAGE_SIZES,
  visitsReportQuerySchema,
  type ReportDateType,
  type VisitsReportQuery,
} from '@dental/domain';

export interface ReportFilters {
  dateType: ReportDateType;
  dateFrom: string;
  dateTo: string;
  pageSize: number;
  page: number;
  /** The practice's dentist and location to report on (null: all); ids from dentist.visitChoices. */
  dentistId: number | null;
  locationId: number | null;
}

const ISO_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's day, 'YYYY-MM-DD', and the first of its month. */
export function thisMonth(now: Date = new Date()): { from: string; to: string } {
  const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  return { from: `${month}-01`, to: `${month}-${pad(now.getDate())}` };
}

export function filtersFromSearch(search: URLSearchParams): ReportFilters {
  const month = thisMonth();
  const date = (name: string, fallback: string) => {
    const value = search.get(name) ?? '';
    return ISO_DATE.test(value) ? value : fallback;
  };
  const id = (name: string) => {
    const value = Number(search.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const pageSize = Number(search.get('page_size'));
  const page = Number(search.get('page'));
  return {
    dateType: REPORT_DATE_TYPES.find((type) => type === search.get('date_type')) ?? 'appointment_date',
    dateFrom: date('date_from', month.from),
    dateTo: date('date_to', month.to),
    pageSize: (REPORT_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_REPORT_PAGE_SIZE,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    dentistId: id('dentist_id'),
    locationId: id('location_id'),
  };
}

/** The dentist and location filters as the API's query parameters (the report, its CSV and the URL). */
export function placeFilters(filters: ReportFilters): { dentist_id?: string; location_id?: string } {
  return {
    ...(filters.dentistId !== null ? { dentist_id: String(filters.dentistId) } : {}),
    ...(filters.locationId !== null ? { location_id: String(filters.locationId) } : {}),
  };
}

export function filtersToSearch(filters: ReportFilters): URLSearchParams {
  const search = new URLSearchParams({
    date_type: filters.dateType,
    date_from: filters.dateFrom,
    date_to: filters.dateTo,
    ...placeFilters(filters),
  });
  if (filters.pageSize !== DEFAULT_REPORT_PAGE_SIZE) search.set('page_size', String(filters.pageSize));
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The call's query, or null when the server's own schema refuses the filters (a reversed range). */
export function reportQueryOf(filters: ReportFilters): VisitsReportQuery | null {
  const query: VisitsReportQuery = {
    date_type: filters.dateType,
    date_from: filters.dateFrom,
    date_to: filters.dateTo,
    ...placeFilters(filters),
    ...(filters.pageSize !== DEFAULT_REPORT_PAGE_SIZE ? { page_size: String(filters.pageSize) as '50' } : {}),
    ...(filters.page > 1 ? { page: String(filters.page) } : {}),
  };
  return visitsReportQuerySchema.safeParse(query).success ? query : null;
}
