// The people whose ID cards the caller may fetch (STYLE: only repositories use Drizzle).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { currentBenefitJoin } from '../../coverage/index.js';

/** A person of the caller's household, and whether a benefit covers them today. */
export type HouseholdPatient = {
  id: number;
  is_self: boolean;
  covered: boolean;
};

export function idCardsRepository(db: Database) {
  return {
    /**
     * The caller's own patient first, then the other people of the household, each with whether a benefit
     * covers them on `today` (one statement).
     */
    async householdPatients(householdId: number, userId: number, today: string): Promise<HouseholdPatient[]> {
      // One patient per user (patients_user_id_key): the caller's own record is the one with their user id.
      const isSelf = sql`p.user_id is not distinct from ${userId}`;
      const result = await db.execute<HouseholdPatient>(sql`select p.id, ${isSelf} as is_self,
          coalesce(b.benefit_type <> 'inactive', false) as covered
        from patients p
        ${currentBenefitJoin(today)}
        where p.household_id = ${householdId}
        order by ${isSelf} desc, p.relationship, p.date_of_birth, p.id`);
      return result.rows;
    },
  };
}
export type IdCardsRepository = ReturnType<typeof idCardsRepository>;
