// Issue 16 item 4: the SQL of recording, listing, voiding and paying a practice's visits (decision 0028).
// STYLE: only repositories use Drizzle. Every statement on a visit is keyed by the caller's practice.
import { sql, type SQL } from 'drizzle-orm';
import type {
  AppointmentStatus,
  NotificationKind,
  PracticeNetworkType,
  Relationship,
  VisitPaymentMethod,
} from '@dental/domain';
import type { Database } from '../../db/database.js';
import { executeNamed } from '../../db/prepared-sql.js';
import { appointmentPayments, appointments } from '../../db/schema/index.js';
import {
  auditRowsInsert,
  writeAudit,
  type AuditActor,
  type AuditEntry,
  type RequestOrigin,
} from '../../platform/audit.repository.js';
import type { DbOrTx } from '../../platform/transaction.js';
import { practicePatientsNote } from '../dentist-patients/index.js';
import { accumulatorColumns, currentBenefitJoin, notifyHouseholdStatement, type BenefitRow } from '../member/index.js';

/** A patient found by member id and date of birth, with the benefit in force on the visit date. */
export type VisitPatientRow = BenefitRow & {
  relationship: Relationship;
  end_date: string | null;
  /** The dates of the patient's latest benefit, for the message of a date outside coverage. */
  latest_start: string | null;
  latest_end: string | null;
};

export interface NewVisit {
  householdId: number;
  patientId: number;
  practiceId: number;
  locationId: number;
  dentistId: number;
  appointmentDate: string;
  idempotencyKey: string;
  requestHash: string;
  recordedByUserId: number;
}

export interface NewLine {
  procedureCode: string;
  tooth: string | null;
  surfaces: string | null;
  billedCents: number;
  allowedCents: number;
  planCents: number;
  memberCents: number;
  reductionReason: string | null;
}

export type VisitRow = {
  id: number;
  appointment_date: string;
  status: AppointmentStatus;
  household_id: number;
  patient_id: number;
  member_id: string;
  patient_name: string;
  dentist_id: number | null;
  dentist_name: string | null;
  location_id: number | null;
  location_name: string | null;
  billed_cents: number;
  plan_cents: number;
  member_cents: number;
  recorded_at: string;
  voided_at: string | null;
  voided_by: string | null;
  void_reason: string | null;
};

export type VisitLineRow = {
  procedure_code: string;
  tooth: string | null;
  surfaces: string | null;
  billed_cents: number;
  allowed_cents: number;
  plan_cents: number;
  member_cents: number;
  reduction_reason: string | null;
};

export type PaymentRow = {
  paid_on: string;
  amount_cents: number;
  method: VisitPaymentMethod;
};

export type VisitListRow = Pick<
  VisitRow,
  | 'id'
  | 'appointment_date'
  | 'status'
  | 'member_id'
  | 'patient_name'
  | 'dentist_name'
  | 'billed_cents'
  | 'plan_cents'
  | 'member_cents'
> & { total: number };

/** A lock class of its own for the form's key (two tabs sending the same key wait for each other). */
const VISIT_KEY_LOCK = 160_004;

const visitColumns = sql`a.id, a.appointment_date::text as appointment_date, a.status::text as status, a.household_id,
  a.patient_id, p.member_id, p.first_name || ' ' || p.last_name as patient_name,
  a.dentist_id, case when d.id is null then null else d.first_name || ' ' || d.last_name end as dentist_name,
  a.location_id, l.name as location_name, a.billed_cents, a.plan_cents, a.member_cents,
  to_json(a.created_at) #>> '{}' as recorded_at, to_json(a.voided_at) #>> '{}' as voided_at,
  case when vu.id is null then null else vu.first_name || ' ' || vu.last_name end as voided_by, a.void_reason`;

const visitJoins = sql`from appointments a
  join patients p on p.id = a.patient_id
  left join dentists d on d.id = a.dentist_id
  left join practice_locations l on l.id = a.location_id
  left join users vu on vu.id = a.voided_by_user_id`;

/** A visit's lines and payments, as its details show them. */
export type VisitParts = {
  lines: VisitLineRow[];
  payments: PaymentRow[];
};

/** The lines of the visit `id` names, in the order typed, as one JSON array. */
const linesJson = (id: SQL) => sql`(select coalesce(json_agg(json_build_object('procedure_code', procedure_code,
    'tooth', tooth, 'surfaces', surfaces, 'billed_cents', billed_cents, 'allowed_cents', allowed_cents,
    'plan_cents', plan_cents, 'member_cents', member_cents, 'reduction_reason', reduction_reason) order by id), '[]')
  from appointment_lines where appointment_id = ${id})`;

/** The payments of the visit `id` names, by date, as one JSON array. */
const paymentsJson = (id: SQL) => sql`(select coalesce(json_agg(json_build_object('paid_on', paid_on::text,
    'amount_cents', amount_cents, 'method', method) order by paid_on, id), '[]')
  from appointment_payments where appointment_id = ${id})`;

/** `%` and `_` typed in a name search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function dentistVisitsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    async audit(tx: DbOrTx, origin: RequestOrigin, actor: AuditActor, entry: AuditEntry): Promise<void> {
      await writeAudit(tx, origin, actor, entry);
    },

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
          exists (select 1 from practice_locations where id = ${locationId} and practice_id = ${practiceId}) as location
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

    /** The practice's dentists (those not removed: decision 0029) and locations by name, for the form's pickers. */
    async choices(practiceId: number) {
      const [dentists, locations] = await Promise.all([
        db.execute<{ id: number; name: string }>(sql`select id, first_name || ' ' || last_name as name from dentists
          where practice_id = ${practiceId} and active order by last_name, first_name, id`),
        db.execute<{ id: number; name: string }>(
          sql`select id, name from practice_locations where practice_id = ${practiceId} order by name, id`,
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
      origin: RequestOrigin,
      actor: AuditActor,
      entry: AuditEntry,
    ): Promise<void> {
      await executeNamed(
        tx,
        'visit_notify_and_audit',
        sql`with audited as ${auditRowsInsert(tx, origin, actor, [entry])} ${notifyHouseholdStatement(
          note.householdId,
          note.kind,
          note.title,
          note.body,
        )}`,
      );
    },

    /** One visit of the practice (null: unknown or another practice's); `lock` for a change. */
    async visit(tx: DbOrTx, practiceId: number, id: number, lock = false): Promise<VisitRow | null> {
      const result = await tx.execute<VisitRow>(
        sql`select ${visitColumns} ${visitJoins} where a.id = ${id} and a.practice_id = ${practiceId}
          ${lock ? sql`for update of a` : sql``}`,
      );
      return result.rows[0] ?? null;
    },

    async lines(tx: DbOrTx, visitId: number): Promise<VisitLineRow[]> {
      return (await this.linesAndPayments(tx, visitId)).lines;
    },

    async payments(tx: DbOrTx, visitId: number): Promise<PaymentRow[]> {
      return (await this.linesAndPayments(tx, visitId)).payments;
    },

    /** The visit's lines in the order typed and its payments by date, in one statement (a visit's details). */
    async linesAndPayments(tx: DbOrTx, visitId: number): Promise<VisitParts> {
      const result = await tx.execute<VisitParts>(
        sql`select ${linesJson(sql`${visitId}`)} as lines, ${paymentsJson(sql`${visitId}`)} as payments`,
      );
      const row = result.rows[0];
      return { lines: row?.lines ?? [], payments: row?.payments ?? [] };
    },

    /** One visit of the practice with its lines and payments, in one statement (null: unknown or another's). */
    async visitWithParts(tx: DbOrTx, practiceId: number, id: number): Promise<(VisitRow & VisitParts) | null> {
      const rows = await executeNamed<VisitRow & VisitParts>(
        tx,
        'visit_with_parts',
        sql`select ${visitColumns}, ${linesJson(sql`a.id`)} as lines, ${paymentsJson(sql`a.id`)} as payments
          ${visitJoins} where a.id = ${id} and a.practice_id = ${practiceId}`,
      );
      return rows[0] ?? null;
    },

    async list(
      practiceId: number,
      filters: { date_from?: string | undefined; date_to?: string | undefined; patient?: string | undefined },
      page: { limit: number; offset: number },
    ): Promise<VisitListRow[]> {
      const conditions: SQL[] = [sql`a.practice_id = ${practiceId}`];
      if (filters.date_from) conditions.push(sql`a.appointment_date >= ${filters.date_from}::date`);
      if (filters.date_to) conditions.push(sql`a.appointment_date <= ${filters.date_to}::date`);
      if (filters.patient) {
        conditions.push(sql`(p.first_name || ' ' || p.last_name) ilike ${likePattern(filters.patient)}`);
      }
      const result = await db.execute<VisitListRow>(sql`select a.id, a.appointment_date::text as appointment_date,
          a.status::text as status, p.member_id, p.first_name || ' ' || p.last_name as patient_name,
          case when d.id is null then null else d.first_name || ' ' || d.last_name end as dentist_name,
          a.billed_cents, a.plan_cents, a.member_cents, (count(*) over ())::int as total
        from appointments a
        join patients p on p.id = a.patient_id
        left join dentists d on d.id = a.dentist_id
        where ${sql.join(conditions, sql` and `)}
        order by a.appointment_date desc, a.id desc
        limit ${page.limit} offset ${page.offset}`);
      return result.rows;
    },

    async markVoided(tx: DbOrTx, id: number, userId: number, reason: string): Promise<void> {
      await tx.execute(sql`update appointments set status = 'voided', voided_at = now(), voided_by_user_id = ${userId},
          void_reason = ${reason}, updated_at = now() where id = ${id}`);
    },

    /** The member's share settled at the office: one ledger row, the visit paid on that day. */
    async addPayment(tx: DbOrTx, id: number, paidOn: string, amountCents: number, method: VisitPaymentMethod) {
      await tx.insert(appointmentPayments).values({ appointmentId: id, paidOn, amountCents, method });
      await tx.execute(
        sql`update appointments set status = 'paid', payment_date = ${paidOn}, updated_at = now() where id = ${id}`,
      );
    },
  };
}
export type DentistVisitsRepository = ReturnType<typeof dentistVisitsRepository>;
