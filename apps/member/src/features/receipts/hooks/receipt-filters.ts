// Issue 5: the receipts list's filters live in the URL query string (shareable, the back button works).
// The URL uses the API's own parameter names, so a shared link reads the same as the call it makes.
import {
  APPOINTMENT_VIEW_TYPES,
  REPORT_DATE_TYPES,
  type AppointmentViewType,
  type ReportDateType,
  type TransactionsQuery,
} from '@dental/domain';

/** Receipts per page on /transactions. */
export const RECEIPTS_PAGE_SIZE = 10;

/** The receipts list's filters, as the screen holds them ('' = no filter). */
export interface ReceiptFilters {
  patientId: string;
  practiceId: string;
  dateType: ReportDateType;
  dateFrom: string;
  dateTo: string;
  view: AppointmentViewType;
  page: number;
}

/** No filter: the receipts screen's appointments view (spec §2), appointment dates, first page. */
export const DEFAULT_RECEIPT_FILTERS: ReceiptFilters = {
  patientId: '',
  practiceId: '',
  dateType: 'appointment_date',
  dateFrom: '',
  dateTo: '',
  view: 'appointments',
  page: 1,
};

const ID = /^[1-9][0-9]{0,14}$/;
const ISO_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** Reads the filters from a URL query string; anything unreadable falls back to "no filter". */
export function filtersFromSearch(search: URLSearchParams): ReceiptFilters {
  const id = (name: string) => {
    const value = search.get(name) ?? '';
    return ID.test(value) ? value : '';
  };
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const page = Number(search.get('page'));
  return {
    patientId: id('patient_id'),
    practiceId: id('practice_id'),
    dateType: oneOf(REPORT_DATE_TYPES, search.get('date_type'), DEFAULT_RECEIPT_FILTERS.dateType),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    view: oneOf(APPOINTMENT_VIEW_TYPES, search.get('view'), DEFAULT_RECEIPT_FILTERS.view),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query string of the filters, leaving out the defaults so a plain /transactions stays plain. */
export function filtersToSearch(filters: ReceiptFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.patientId) search.set('patient_id', filters.patientId);
  if (filters.practiceId) search.set('practice_id', filters.practiceId);
  if (filters.dateType !== DEFAULT_RECEIPT_FILTERS.dateType) search.set('date_type', filters.dateType);
  if (filters.dateFrom) search.set('date_from', filters.dateFrom);
  if (filters.dateTo) search.set('date_to', filters.dateTo);
  if (filters.view !== DEFAULT_RECEIPT_FILTERS.view) search.set('view', filters.view);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The GET member/v4/transactions/ query of the filters (transactionsQuerySchema's names). */
export function filtersToQuery(filters: ReceiptFilters): TransactionsQuery {
  const query: TransactionsQuery = {
    page: String(filters.page),
    page_size: String(RECEIPTS_PAGE_SIZE),
    view: filters.view,
  };
  if (filters.patientId) query.patient_id = filters.patientId;
  if (filters.practiceId) query.practice_id = filters.practiceId;
  // The date type only means something with a range; sending it alone would change nothing.
  if (filters.dateFrom || filters.dateTo) query.date_type = filters.dateType;
  if (filters.dateFrom) query.date_from = filters.dateFrom;
  if (filters.dateTo) query.date_to = filters.dateTo;
  return query;
}

/** Whether the range ends before it starts (the server would answer 400; the form says so first). */
export function isRangeReversed(filters: Pick<ReceiptFilters, 'dateFrom' | 'dateTo'>): boolean {
  return filters.dateFrom !== '' && filters.dateTo !== '' && filters.dateTo < filters.dateFrom;
}
