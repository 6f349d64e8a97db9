// Issue 16 item 6 (decision 0030): the practice's patients. notePracticePatient is the one writer of
// practice_patients (the eligibility look-up, Benefit Search and a saved visit call it); the list reads them.
// STYLE: only repositories use Drizzle.
import { sql, type SQL } from 'drizzle-orm';
import type { PracticePatient } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';

/** What a practice learned of a patient: a look-up (checkedAt) or a visit (visitDate), or both. */
export interface PracticePatientNote {
  practiceId: number;
  patientId: number;
  /** When the practice checked the patient's eligibility. */
  checkedAt?: Date;
  /** The date of a visit saved for the patient ('YYYY-MM-DD'). */
  visitDate?: string;
}

/**
 * Records the patient as one of the practice's patients (an upsert; inside the caller's transaction when it
 * passes one). Later dates win; an earlier one (a back-dated visit) leaves the latest in place.
 */
export async function notePracticePatient(tx: DbOrTx, note: PracticePatientNote): Promise<void> {
  await tx.execute(practicePatientsNote({ ...note, patientIds: [note.patientId] }));
}

/**
 * The upsert of `notePracticePatient` for several patients of one practice, as a statement to run alone or
 * after a `with` of the audit rows of the same read.
 */
export function practicePatientsNote(
  note: Omit<PracticePatientNote, 'patientId'> & { patientIds: readonly number[] },
): SQL {
  return practicePatientsNoteFrom({
    practiceId: sql`${note.practiceId}`,
    patientIds: sql`select patient_id from unnest(${`{${note.patientIds.map(Number).join(',')}}`}::int[]) as shown(patient_id)`,
    checkedAt: sql`${note.checkedAt === undefined ? null : note.checkedAt.toISOString()}::timestamptz`,
    visitDate: sql`${note.visitDate ?? null}::date`,
  });
}

/**
 * The same upsert with each value given as SQL: the patients as a query answering `patient_id` (the look-up
 * writes those it found, in the statement that finds them), the values as placeholders of a prepared statement.
 */
export function practicePatientsNoteFrom(note: {
  practiceId: SQL;
  patientIds: SQL;
  checkedAt: SQL;
  visitDate: SQL;
}): SQL {
  return sql`insert into practice_patients (practice_id, patient_id, first_seen_at, last_checked_at, last_visit_date)
    select ${note.practiceId}, shown.patient_id, coalesce(${note.checkedAt}, now()), ${note.checkedAt}, ${note.visitDate}
      from (${note.patientIds}) as shown
    on conflict (practice_id, patient_id) do update set
      last_checked_at = greatest(practice_patients.last_checked_at, excluded.last_checked_at),
      last_visit_date = greatest(practice_patients.last_visit_date, excluded.last_visit_date)`;
}

/** A page of the list and the count of the whole filtered set. */
export interface PracticePatientsPage {
  total: number;
  rows: PracticePatient[];
}

/** LIKE's own characters typed in a search are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function practicePatientsRepository(db: Database) {
  return {
    async auditRead(by: AuditBy, entry: AuditEntry): Promise<void> {
      await writeAudit(db, by, entry);
    },

    /**
     * One page of the practice's patients, latest activity (a check or a visit) first, and the count of the
     * whole filtered set, in one statement (the count row is always there; the page is left-joined to it).
     * `search` matches a member id's start or any part of the full name, any case.
     */
    async list(
      practiceId: number,
      search: string | undefined,
      page: { limit: number; offset: number },
    ): Promise<PracticePatientsPage> {
      const filter: SQL =
        search === undefined
          ? sql`true`
          : sql`(p.member_id like ${`${likeEscaped(search)}%`}
              or lower(p.first_name || ' ' || p.last_name) like ${`%${likeEscaped(search.toLowerCase())}%`})`;
      const activity = sql`greatest(pp.last_checked_at, pp.last_visit_date::timestamp at time zone 'UTC')`;
      const result = await db.execute<{
        total: number;
        first_name: string | null;
        last_name: string;
        member_id: string;
        date_of_birth: string;
        last_visit_date: string | null;
        last_checked_at: string | null;
      }>(sql`with filtered as (select pp.*, p.first_name, p.last_name, p.member_id, p.date_of_birth, ${activity} as activity
          from practice_patients pp join patients p on p.id = pp.patient_id
          where pp.practice_id = ${practiceId} and ${filter}),
        counted as (select count(*)::int as total from filtered),
        pg as (select * from filtered order by activity desc nulls last, last_name, first_name, patient_id
          limit ${page.limit} offset ${page.offset})
        select c.total, pg.first_name, pg.last_name, pg.member_id, pg.date_of_birth::text as date_of_birth,
          pg.last_visit_date::text as last_visit_date,
          to_char(pg.last_checked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_checked_at
        from counted c left join pg on true
        order by pg.activity desc nulls last, pg.last_name, pg.first_name, pg.patient_id`);
      const rows = result.rows;
      return {
        total: rows[0]?.total ?? 0,
        rows: rows
          .filter((row) => row.first_name !== null)
          .map((row) => ({
            first_name: row.first_name ?? '',
            last_name: row.last_name,
            member_id: row.member_id,
            date_of_birth: row.date_of_birth,
            last_visit_date: row.last_visit_date,
            last_checked_at: row.last_checked_at,
          })),
      };
    },
  };
}
export type PracticePatientsRepository = ReturnType<typeof practicePatientsRepository>;
