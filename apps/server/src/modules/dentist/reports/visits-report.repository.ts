// Issue 16 item 6 (decision 0030): the practice's visits by appointment or payment date. The page and the
// totals of the whole filtered set come from one statement (as the member's receipts list does); the CSV
// export reads the same set by keyset batches, so a year of a busy practice never sits in memory at once.
// STYLE: only repositories use Drizzle.
import { sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus, ReportDateType, ReportVisit, VisitsReportTotals } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { executeNamed } from '../../../db/prepared-sql.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';

/** The report's filters, parsed; dentist and location already known to be the practice's. */
export interface VisitsFilter {
  practiceId: number;
  dateType: ReportDateType;
  from: string;
  to: string;
  dentistId?: number | undefined;
  locationId?: number | undefined;
}

/** Where the previous CSV batch ended (the report's order: date, then id, latest first). */
export interface VisitsCursor {
  date: string;
  id: number;
}

type VisitRow = Omit<ReportVisit, 'status'> & { status: AppointmentStatus; date: string };

/** The date the range applies to: a column name, never user text. */
const dateColumn = (type: ReportDateType): SQL =>
  type === 'payment_date' ? sql.raw('a.payment_date') : sql.raw('a.appointment_date');

function whereOf(f: VisitsFilter): SQL {
  const date = dateColumn(f.dateType);
  return sql.join(
    [
      sql`a.practice_id = ${f.practiceId}`,
      sql`${date} between ${f.from}::date and ${f.to}::date`,
      ...(f.dentistId === undefined ? [] : [sql`a.dentist_id = ${f.dentistId}`]),
      ...(f.locationId === undefined ? [] : [sql`a.location_id = ${f.locationId}`]),
    ],
    sql` and `,
  );
}

/** The same filter on the practice's day rows (decision 0035; 0 is a visit with no dentist or location). */
function dayWhereOf(f: VisitsFilter): SQL {
  return sql.join(
    [
      sql`practice_id = ${f.practiceId}`,
      sql`date_type = ${f.dateType}`,
      sql`day between ${f.from}::date and ${f.to}::date`,
      ...(f.dentistId === undefined ? [] : [sql`dentist_id = ${f.dentistId}`]),
      ...(f.locationId === undefined ? [] : [sql`location_id = ${f.locationId}`]),
    ],
    sql` and `,
  );
}

/** The columns of one listed visit, names joined (for a page's or a batch's rows only). */
const VISIT_COLUMNS = sql`v.id, v.date::text as date, v.appointment_date::text as appointment_date,
  v.payment_date::text as payment_date, v.status::text as status,
  concat_ws(' ', pa.first_name, pa.last_name) as patient_name, pa.member_id,
  case when d.id is null then null else concat_ws(' ', d.first_name, d.last_name) end as dentist_name,
  l.name as location_name, v.billed_cents, v.plan_cents, v.member_cents`;

const NAME_JOINS = sql`join patients pa on pa.id = v.patient_id
  left join dentists d on d.id = v.dentist_id
  left join practice_locations l on l.id = v.location_id`;

const visitOf = (row: VisitRow): ReportVisit => ({
  id: row.id,
  appointment_date: row.appointment_date,
  payment_date: row.payment_date,
  status: row.status,
  patient_name: row.patient_name,
  member_id: row.member_id,
  dentist_name: row.dentist_name,
  location_name: row.location_name,
  billed_cents: row.billed_cents,
  plan_cents: row.plan_cents,
  member_cents: row.member_cents,
});

export function visitsReportRepository(db: Database) {
  return {
    async auditRead(by: AuditBy, entry: AuditEntry): Promise<void> {
      await writeAudit(db, by, entry);
    },

    /** Whether the dentist is one of the practice's (another practice's: the route answers 404). */
    async practiceHasDentist(practiceId: number, dentistId: number): Promise<boolean> {
      const result = await db.execute(
        sql`select 1 from dentists where id = ${dentistId} and practice_id = ${practiceId}`,
      );
      return result.rows.length > 0;
    },

    async practiceHasLocation(practiceId: number, locationId: number): Promise<boolean> {
      const result = await db.execute(
        sql`select 1 from practice_locations where id = ${locationId} and practice_id = ${practiceId}`,
      );
      return result.rows.length > 0;
    },

    /**
     * One page, latest first, with the count of every listed visit and the totals of those not voided, in ONE
     * statement: the totals row is always there, the page is left-joined to it. The totals are summed from the
     * practice's day rows (decision 0035: a few hundred rows for a year, not its 20,000 visits). The day rows
     * also say on which day the page starts (the visits of the later days, added up in order from the latest
     * day until they pass the offset), so
     * the page's ids are read in order from the practice's date index from that day on, skipping only that
     * day's earlier visits: a deep page costs what the first does, where an offset over the index read every
     * row before it. Then only the page's rows are read. Sums are bigint (a year of a busy practice passes 2^31
     * cents). A named statement per filter shape: planned once per connection.
     */
    async page(
      f: VisitsFilter,
      page: { limit: number; offset: number },
    ): Promise<{ total: number; totals: VisitsReportTotals; visits: ReportVisit[] }> {
      const date = dateColumn(f.dateType);
      const rows = await executeNamed<
        { total: number; n: number; billed: string; plan: string; member: string } & Partial<VisitRow>
      >(
        db,
        'visits_report_page',
        sql`with totals as (select coalesce(sum(visits), 0)::int as total, coalesce(sum(counted), 0)::int as n,
            coalesce(sum(billed_cents), 0)::text as billed, coalesce(sum(plan_cents), 0)::text as plan,
            coalesce(sum(member_cents), 0)::text as member
            from practice_visit_days where ${dayWhereOf(f)}),
          start as (select day, ${page.offset}::int - before as skip from (select day, visits,
              sum(visits) over (order by day desc) - visits as before
              from (select day, sum(visits) as visits from practice_visit_days where ${dayWhereOf(f)}
                group by day order by day desc) d) running
            where before <= ${page.offset}::int and before + visits > ${page.offset}::int limit 1),
          ids as (select a.id from appointments a where ${whereOf(f)} and ${date} <= (select day from start)
            order by ${date} desc, a.id desc limit ${page.limit}::int offset (select skip from start)),
          v as (select a.id, ${date} as date, a.appointment_date, a.payment_date, a.status, a.patient_id, a.dentist_id,
            a.location_id, a.billed_cents, a.plan_cents, a.member_cents from ids join appointments a on a.id = ids.id)
          select t.*, ${VISIT_COLUMNS}
          from totals t left join (v ${NAME_JOINS}) on true
          order by v.date desc, v.id desc`,
      );
      const [first] = rows;
      return {
        total: first?.total ?? 0,
        totals: {
          count: first?.n ?? 0,
          billed_cents: Number(first?.billed ?? 0),
          plan_cents: Number(first?.plan ?? 0),
          member_cents: Number(first?.member ?? 0),
        },
        visits: rows.filter((row) => row.id != null).map((row) => visitOf(row as VisitRow)),
      };
    },

    /** The next batch of the filtered set after `cursor` (null: from the latest), for the CSV export. */
    async batch(
      f: VisitsFilter,
      cursor: VisitsCursor | null,
      size: number,
    ): Promise<{ visits: ReportVisit[]; next: VisitsCursor | null }> {
      const date = dateColumn(f.dateType);
      const after = cursor === null ? sql`true` : sql`(${date}, a.id) < (${cursor.date}::date, ${cursor.id})`;
      const rows = await executeNamed<VisitRow>(
        db,
        'visits_report_batch',
        sql`with v as (select a.id, ${date} as date, a.appointment_date,
          a.payment_date, a.status, a.patient_id, a.dentist_id, a.location_id, a.billed_cents, a.plan_cents, a.member_cents
          from appointments a where ${whereOf(f)} and ${after}
          order by ${date} desc, a.id desc limit ${size})
        select ${VISIT_COLUMNS} from v ${NAME_JOINS}
        order by v.date desc, v.id desc`,
      );
      const last = rows.at(-1);
      return {
        visits: rows.map(visitOf),
        next: last === undefined || rows.length < size ? null : { date: last.date, id: last.id },
      };
    },
  };
}
export type VisitsReportRepository = ReturnType<typeof visitsReportRepository>;
