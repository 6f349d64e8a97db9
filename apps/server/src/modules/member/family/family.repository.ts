// The queries of the family list and family member updates (STYLE: only repositories use Drizzle).
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { BenefitType, Gender, Relationship } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { patients, users } from '../../../db/schema/index.js';
import { prepareSql } from '../../../db/prepared-sql.js';
import {
  currentBenefitJoin,
  inOfficePlanNameColumn,
  patientYearPaid,
  type BenefitYear,
  type SqlValue,
} from '../../coverage/index.js';
import { preparedAudit, writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';

export type FamilyRow = {
  id: number;
  user_id: number | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  date_of_birth: string;
  relationship: Relationship;
  benefit_type: BenefitType | null;
  plan_name: string | null;
  in_office_plan_name: string | null;
  is_healthshare: boolean;
  /** The network plan's annual maximum, null without one (issue 26 item 6: each person's own limit). */
  annual_max_cents: number | null;
  /** What the plan paid for this person in the benefit year; read only when there is an annual maximum. */
  patient_year_cents: number | null;
};

/** The signed-in member's own record: who they may edit depends on it. */
export interface Editor {
  patientId: number;
  householdId: number;
  relationship: Relationship;
}

/** A benefit year's first and last days (ISO dates). */
type Year = { start: string; end: string };

export interface FamilyChanges {
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  dateOfBirth?: string;
  gender?: Gender | null;
}

/**
 * The people of the caller's household matching `which`, with their benefit in force and what the plan paid
 * for each in the benefit year (one statement; CASE reads the sums only for a plan with an annual maximum).
 */
function familyQuery(householdId: number | Placeholder, which: SQL, today: SqlValue, year: BenefitYear): SQL {
  return sql`select p.id, p.user_id, p.first_name, p.middle_name, p.last_name, p.date_of_birth::text as date_of_birth,
      p.relationship, b.benefit_type, pl.name as plan_name, ${inOfficePlanNameColumn(today)} as in_office_plan_name,
      h.is_healthshare, pl.annual_max_cents,
      case when pl.annual_max_cents is not null then ${patientYearPaid(year)} end as patient_year_cents
    from patients p
    join households h on h.id = p.household_id
    ${currentBenefitJoin(today)}
    left join plans pl on pl.id = b.plan_id
    where p.household_id = ${householdId} and ${which}
    order by p.relationship, p.date_of_birth, p.id`;
}

export function familyRepository(db: Database) {
  // The family list of every member home: prepared once per connection.
  const othersStatement = prepareSql<FamilyRow>(
    db,
    'member_family_others',
    // Everyone but the caller's own record (one patient per user: patients_user_id_key).
    familyQuery(
      sql.placeholder('householdId'),
      sql`p.user_id is distinct from ${sql.placeholder('userId')}`,
      sql.placeholder('today'),
      { start: sql.placeholder('yearStart'), end: sql.placeholder('yearEnd') },
    ),
  );
  const auditOnItsOwn = preparedAudit(db);

  return {
    /** spec §3: the household's other people than the user (never another household's). */
    async others(householdId: number, userId: number, today: string, year: Year): Promise<FamilyRow[]> {
      return othersStatement.rows({ householdId, userId, today, yearStart: year.start, yearEnd: year.end });
    },

    /** One person of the caller's household, or null (another household's id is the same as none). */
    async inHousehold(householdId: number, patientId: number, today: string, year: Year): Promise<FamilyRow | null> {
      const query = familyQuery(householdId, sql`p.id = ${patientId}`, today, year);
      return (await db.execute<FamilyRow>(query)).rows[0] ?? null;
    },

    async editor(userId: number): Promise<Editor | null> {
      const [row] = await db
        .select({ patientId: patients.id, householdId: patients.householdId, relationship: patients.relationship })
        .from(patients)
        .where(eq(patients.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** Writes the change and its audit row in one transaction; a person who signs in is renamed too. */
    async update(input: {
      patientId: number;
      userId: number | null;
      changes: FamilyChanges;
      now: Date;
      by: AuditBy;
      audit: AuditEntry;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        if (Object.keys(input.changes).length > 0) {
          await tx
            .update(patients)
            .set({ ...input.changes, updatedAt: input.now })
            .where(eq(patients.id, input.patientId));
          const { firstName, lastName } = input.changes;
          if (input.userId !== null && (firstName !== undefined || lastName !== undefined)) {
            await tx
              .update(users)
              .set({
                ...(firstName === undefined ? {} : { firstName }),
                ...(lastName === undefined ? {} : { lastName }),
                updatedAt: input.now,
              })
              .where(eq(users.id, input.userId));
          }
        }
        await writeAudit(tx, input.by, input.audit);
      });
    },

    async audit(by: AuditBy, entry: AuditEntry): Promise<void> {
      await auditOnItsOwn(by, entry);
    },
  };
}
export type FamilyRepository = ReturnType<typeof familyRepository>;
