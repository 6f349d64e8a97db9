// Issue 16 items 1 and 6 (decision 0030): the visits report (page and totals, CSV export) and Home. A report
// names patients: each page read and each export writes one audit row with its count, not one per visit.
import {
  DEFAULT_REPORT_PAGE_SIZE,
  isBankVerified,
  type Dashboard,
  type ReportDateType,
  type VisitsReportResponse,
} from '@dental/domain';
import { NotFoundError } from '../../../http/errors.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { PracticeCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import type { DashboardRepository } from './dashboard.repository.js';
import { CSV_HEADER, visitCsvLine } from './visits-csv.js';
import type { VisitsFilter, VisitsReportRepository } from './visits-report.repository.js';

/** The report's filters as the query schema parsed them. */
export interface VisitsReportFilterQuery {
  date_type: ReportDateType;
  date_from: string;
  date_to: string;
  dentist_id?: number | undefined;
  location_id?: number | undefined;
}

/** Rows the CSV export reads per statement: a year of a busy practice is about 20 batches. */
export const CSV_BATCH_SIZE = 1000;

export function dentistReportsService(deps: {
  reports: VisitsReportRepository;
  dashboard: DashboardRepository;
  clock: Clock;
}) {
  const { reports, dashboard, clock } = deps;

  /** The filter of the caller's practice; another practice's dentist or location names nothing here: 404. */
  async function filterOf(caller: PracticeCaller, query: VisitsReportFilterQuery): Promise<VisitsFilter> {
    if (
      query.dentist_id !== undefined &&
      !(await reports.practiceHasDentist(caller.scope.practiceId, query.dentist_id))
    )
      throw new NotFoundError();
    if (
      query.location_id !== undefined &&
      !(await reports.practiceHasLocation(caller.scope.practiceId, query.location_id))
    )
      throw new NotFoundError();
    return {
      practiceId: caller.scope.practiceId,
      dateType: query.date_type,
      from: query.date_from,
      to: query.date_to,
      dentistId: query.dentist_id,
      locationId: query.location_id,
    };
  }

  const audit = (caller: PracticeCaller, details: Record<string, string | number>) =>
    reports.auditRead(caller, {
      action: AUDIT_ACTIONS.visitsReportRead,
      outcome: 'success',
      subjectType: null,
      subjectId: null,
      details: { practice_id: caller.scope.practiceId, ...details },
    });

  return {
    /** GET dentist/v1/reports/visits/: one page, latest first, and the totals of the whole filtered set. */
    async visitsReport(
      caller: PracticeCaller,
      query: VisitsReportFilterQuery & { page?: number | undefined; page_size?: number | undefined },
    ): Promise<VisitsReportResponse> {
      const filter = await filterOf(caller, query);
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_REPORT_PAGE_SIZE;
      const { total, totals, visits } = await reports.page(filter, { limit: pageSize, offset: (page - 1) * pageSize });
      if (visits.length > 0) await audit(caller, { format: 'page', page, count: visits.length });
      return { data: visits, meta: { page, page_size: pageSize, total, totals } };
    },

    /**
     * GET dentist/v1/reports/visits.csv: checks the filters (a 404 before any byte is sent), audits the
     * export, then yields the header and the visits batch by batch (keyset: each batch one short statement).
     */
    async visitsCsv(caller: PracticeCaller, query: VisitsReportFilterQuery): Promise<AsyncGenerator<string>> {
      const filter = await filterOf(caller, query);
      await audit(caller, { format: 'csv', date_type: filter.dateType, from: filter.from, to: filter.to });
      return (async function* lines() {
        yield CSV_HEADER;
        let cursor = null;
        do {
          const batch = await reports.batch(filter, cursor, CSV_BATCH_SIZE);
          if (batch.visits.length > 0) yield batch.visits.map(visitCsvLine).join('');
          cursor = batch.next;
        } while (cursor !== null);
      })();
    },

    /** GET dentist/v1/dashboard/: Home's cards for the practice's day. */
    async dashboard(caller: PracticeCaller): Promise<Dashboard> {
      const today = isoDay(clock());
      const [counts, visits] = await Promise.all([
        dashboard.counts(caller.scope.practiceId, today),
        dashboard.visitsToday(caller.scope.practiceId, today),
      ]);
      return {
        today,
        visits_today: { count: counts.visits_today, visits },
        checks_today: counts.checks_today,
        estimates_waiting: counts.estimates_waiting,
        needs_attention: {
          unpaid_shares: { count: counts.unpaid_count, member_cents: Number(counts.unpaid_member_cents) },
          bank_status: counts.bank_status,
          bank_verified: isBankVerified(counts.bank_status),
        },
      };
    },
  };
}
export type DentistReportsService = ReturnType<typeof dentistReportsService>;
