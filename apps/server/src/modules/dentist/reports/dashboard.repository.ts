// Issue 16 item 1 (decision 0030): the dentist portal's Home, read in one statement per card group.
// STYLE: only repositories use Drizzle.
import { sql } from 'drizzle-orm';
import {
  DASHBOARD_VISITS_SHOWN,
  UNPAID_SHARE_ATTENTION_DAYS,
  type AppointmentStatus,
  type BankStatus,
  type DashboardVisit,
} from '@dental/domain';
import type { Database } from '../../../db/database.js';

export type DashboardCounts = {
  visits_today: number;
  checks_today: number;
  estimates_waiting: number;
  unpaid_count: number;
  unpaid_member_cents: string;
  bank_status: BankStatus;
};

export function dashboardRepository(db: Database) {
  return {
    /** The counts of the day `today` ('YYYY-MM-DD', the server's UTC day) and the practice's bank status. */
    async counts(practiceId: number, today: string): Promise<DashboardCounts> {
      const result = await db.execute<DashboardCounts>(sql`select
          (select count(*)::int from appointments
            where practice_id = ${practiceId} and appointment_date = ${today}::date and status <> 'voided') as visits_today,
          (select count(*)::int from practice_patients
            where practice_id = ${practiceId} and last_checked_at >= ${today}::date::timestamp at time zone 'UTC'
              and last_checked_at < (${today}::date + 1)::timestamp at time zone 'UTC') as checks_today,
          -- Decision 0032: waiting for the patient = sent, not expired, not yet recorded as a visit.
          (select count(*)::int from estimates
            where practice_id = ${practiceId} and status = 'sent'
              and (valid_until is null or valid_until >= ${today}::date)) as estimates_waiting,
          u.unpaid_count, u.unpaid_member_cents, pr.bank_status::text as bank_status
        from practices pr,
          lateral (select count(*)::int as unpaid_count, coalesce(sum(member_cents), 0)::bigint::text as unpaid_member_cents
            from appointments
            where practice_id = ${practiceId} and status = 'completed' and member_cents > 0
              and appointment_date < ${today}::date - ${UNPAID_SHARE_ATTENTION_DAYS}::int) u
        where pr.id = ${practiceId}`);
      const row = result.rows[0];
      if (!row) throw new Error(`practice ${practiceId} not found`);
      return row;
    },

    /** Today's latest visits (voided left out), at most DASHBOARD_VISITS_SHOWN. */
    async visitsToday(practiceId: number, today: string): Promise<DashboardVisit[]> {
      const result = await db.execute<DashboardVisit & { status: AppointmentStatus }>(sql`select a.id,
          concat_ws(' ', pa.first_name, pa.last_name) as patient_name,
          case when d.id is null then null else concat_ws(' ', d.first_name, d.last_name) end as dentist_name,
          a.status::text as status, a.billed_cents, a.member_cents
        from appointments a join patients pa on pa.id = a.patient_id left join dentists d on d.id = a.dentist_id
        where a.practice_id = ${practiceId} and a.appointment_date = ${today}::date and a.status <> 'voided'
        order by a.id desc limit ${DASHBOARD_VISITS_SHOWN}`);
      return result.rows;
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
