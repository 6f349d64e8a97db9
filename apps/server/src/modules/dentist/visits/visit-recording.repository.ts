// Issue 16 item 4: the SQL of recording a visit (decision 0028): the form's key, the patient and the practice's
// pricing, the practice's pickers, and the visit saved with its lines and its household told.
// STYLE: only repositories use Drizzle. Every statement on a visit is keyed by the caller's practice.
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind, PracticeNetworkType } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { executeNamed } from '../../../db/prepared-sql.js';
import { appointments } from '../../../db/schema/index.js';
import { auditRowsInsert, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import { practicePatientsNote } from '../patients/index.js';
import { accumulatorColumns, currentBenefitJoin, frequencyColumns } from '../../coverage/index.js';
import { notifyHouseholdStatement } from '../../member/index.js';
import type { NewLine } from '../visit-lines/index.js';
import type { NewVisit, VisitPatientRow } from './visit-rows.js';

/** A lock class of its own for the form's key (two tabs sending the same key wait for each other). */
const VISIT_KEY_LOCK = 160_004;

/** The statements of recording a visit, on `db` or the caller's transaction. */
export function visitRecordingStatements(db: Database) {
  return {
    /** Waits for any other request of the same practice and key (released at the transaction's end). */
    async lockKey(tx: DbOrTx, practiceId: number, key: string): Promise<void> {
      await executeNamed(
        tx,
        'visit_lock_key',
        sql`select pg_advisory_xact_lock(${sql.raw(String(VISIT_KEY_LOCK))}, hashtext(${`${practiceId}:${key}`}))`,
      );
    },

    /**
     * The visit saved with this key at this practice, if any, and whether the dentist (not removed) and the
     * location are this practice's (another practice's are as unknown ones): one statement after the key's lock.
     */
    async keyAndOwnership(
      tx: DbOrTx,
      practiceId: number,
      key: string,
      dentistId: number,
      locationId: number,
    ): Promise<{ seen: { id: number; request_hash: string } | null; dentist: boolean; location: boolean }> {
      const rows = await executeNamed<{
        id: number | null;
        request_hash: string | null;
        dentist: boolean;
        location: boolean;
      }>(
        tx,
        'visit_key_and_ownership',
        sql`select k.id, k.request_hash,
          exists (select 1 from dentists where id = ${dentistId} and practice_id = ${practiceId} and active) as dentist,
          exists (select 1 from practice_locations where id = ${locationId} and practice_id = ${practiceId}
            and removed_at is null) as location
        from (select 1) one
        left join appointments k on k.practice_id = ${practiceId} and k.idempotency_key = ${key}`,
      );
      const row = rows[0];
      if (!row) throw new Error('key and ownership: no row');
      return {
        seen: row.id === null || row.request_hash === null ? null : { id: row.id, request_hash: row.request_hash },
        dentist: row.dentist,
        location: row.location,
      };
    },

    /**
     * The patient of the keys with the benefit in force on `day` and the accumulators of `day`'s benefit year.
     * With `lock`, the household's row is locked first: two visits of one household are priced one after the other.
     */
    async findPatient(
      tx: DbOrTx,
      keys: { member_id: string; date_of_birth: string },
      day: string,
      year: { start: string; end: string },
      lock = false,
    ): Promise<VisitPatientRow | null> {
      const where: SQL = sql`p.member_id = ${keys.member_id} and p.date_of_birth = ${keys.date_of_birth}::date`;
      if (lock) {
        await executeNamed(
          tx,
          'visit_lock_household',
          sql`select h.id from households h join patients p on p.household_id = h.id where ${where} for update of h`,
        );
      }
      const rows = await executeNamed<VisitPatientRow>(
        tx,
        'visit_patient',
        sql`select p.id as patient_id, p.household_id, p.first_name,
          p.middle_name, p.last_name, p.member_id, p.relationship::text as relationship, h.is_healthshare,
          b.benefit_type, b.start_date::text as start_date, b.end_date::text as end_date, b.request_reimbursement_form_url,
          null::text as group_number, null::text as in_office_plan_name,
          pl.name as plan_name, pl.minimum_network, pl.annual_max_cents, pl.family_max_cents, pl.ortho_lifetime_max_cents,
          pl.ortho_override, pl.ortho_covered_by_default, pl.coverage_pds_percent, pl.coverage_brs_percent,
          pl.coverage_mrs_percent, pl.coverage_ortho_percent,
          p.date_of_birth::text as date_of_birth, ${frequencyColumns()},
          (select lb.start_date::text from benefits lb where lb.patient_id = p.id order by lb.start_date desc, lb.id desc limit 1) as latest_start,
          (select lb.end_date::text from benefits lb where lb.patient_id = p.id order by lb.start_date desc, lb.id desc limit 1) as latest_end,
          ${accumulatorColumns(year)}
        from patients p
        join households h on h.id = p.household_id
        ${currentBenefitJoin(day)}
        left join plans pl on pl.id = b.plan_id
        where ${where}
        order by p.id
        limit 1`,
      );
      return rows[0] ?? null;
    },

    async practiceNetwork(tx: DbOrTx, practiceId: number): Promise<{ network: PracticeNetworkType; name: string }> {
      const { network, name } = await this.practiceForPricing(tx, practiceId, false);
      return { network, name };
    },

    /**
     * The practice's network and name, and (with `fees`) every office fee by code (the catalogue is small: the
     * form prices any code offline), in one statement.
     */
    async practiceForPricing(
      tx: DbOrTx,
      practiceId: number,
      fees = true,
    ): Promise<{ network: PracticeNetworkType; name: string; officeFees: Record<string, number> }> {
      const rows = await executeNamed<{
        network: PracticeNetworkType;
        name: string;
        fees: Record<string, number> | null;
      }>(
        tx,
        'visit_practice',
        sql`select network::text as network, name,
          ${fees ? sql`(select json_object_agg(procedure_code, fee_cents) from practice_fees where practice_id = pr.id)` : sql`null::json`} as fees
        from practices pr where id = ${practiceId}`,
      );
      const row = rows[0];
      if (!row) throw new Error(`practice ${practiceId} not found`);
      return { network: row.network, name: row.name, officeFees: row.fees ?? {} };
    },

    /** The practice's dentists (those not removed: decision 0029) and locations (not removed: issue 26 item 10) by name, for the form's pickers. */
    async choices(practiceId: number) {
      const [dentists, locations] = await Promise.all([
        db.execute<{ id: number; name: string }>(sql`select id, first_name || ' ' || last_name as name from dentists
          where practice_id = ${practiceId} and active order by last_name, first_name, id`),
        db.execute<{ id: number; name: string }>(
          sql`select id, name from practice_locations where practice_id = ${practiceId} and removed_at is null
            order by name, id`,
        ),
      ]);
      return { dentists: dentists.rows, locations: locations.rows };
    },

    /**
     * The visit, its lines (migration 0009's triggers keep the visit's sums and the accumulators) and the
     * patient noted as the practice's (decision 0030), in one statement; answers the visit's id.
     */
    async insertVisit(tx: DbOrTx, visit: NewVisit, lines: readonly NewLine[]): Promise<number> {
      const values = sql.join(
        lines.map(
          (l, n) => sql`(${l.procedureCode}::text, ${l.tooth}::text, ${l.surfaces}::text, ${l.billedCents}::int,
            ${l.allowedCents}::int, ${l.planCents}::int, ${l.memberCents}::int, ${l.reductionReason}::text, ${n}::int)`,
        ),
        sql`, `,
      );
      const rows = await executeNamed<{ id: number }>(
        tx,
        'visit_insert',
        sql`with saved as ${tx
          .insert(appointments)
          .values({ ...visit, status: 'completed' })
          .returning({ id: appointments.id })},
        lined as (insert into appointment_lines (appointment_id, procedure_code, tooth, surfaces, billed_cents,
            allowed_cents, plan_cents, member_cents, reduction_reason)
          select saved.id, l.code, l.tooth, l.surfaces, l.billed, l.allowed, l.plan, l.member, l.reason
          from saved, (values ${values}) as l(code, tooth, surfaces, billed, allowed, plan, member, reason, n)
          order by l.n returning 1),
        noted as (${practicePatientsNote({
          practiceId: visit.practiceId,
          patientIds: [visit.patientId],
          visitDate: visit.appointmentDate,
        })} returning 1)
        select id, (select count(*) from lined) as lines, (select count(*) from noted) as noted from saved`,
      );
      const row = rows[0];
      if (!row) throw new Error('visit not inserted');
      return row.id;
    },

    /**
     * One unread notification for each member user of the household and the audit row of the change, in one
     * statement of the change's transaction.
     */
    async notifyHouseholdAndAudit(
      tx: DbOrTx,
      note: { householdId: number; kind: NotificationKind; title: string; body: string },
      by: AuditBy,
      entry: AuditEntry,
    ): Promise<void> {
      await executeNamed(
        tx,
        'visit_notify_and_audit',
        sql`with audited as ${auditRowsInsert(tx, by, [entry])} ${notifyHouseholdStatement(
          note.householdId,
          note.kind,
          note.title,
          note.body,
        )}`,
      );
    },
  };
}
