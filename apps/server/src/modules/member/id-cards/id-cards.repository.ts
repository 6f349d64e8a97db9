// The people whose ID cards the caller may fetch (STYLE: only repositories use Drizzle).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';

export function idCardsRepository(db: Database) {
  return {
    /** The caller's own patient first, then the other people of the household (one statement). */
    async householdPatients(householdId: number, userId: number): Promise<{ id: number; is_self: boolean }[]> {
      // One patient per user (patients_user_id_key): the caller's own record is the one with their user id.
      const isSelf = sql`p.user_id is not distinct from ${userId}`;
      const result = await db.execute<{ id: number; is_self: boolean }>(sql`select p.id, ${isSelf} as is_self
        from patients p
        where p.household_id = ${householdId}
        order by ${isSelf} desc, p.relationship, p.date_of_birth, p.id`);
      return result.rows;
    },
  };
}
export type IdCardsRepository = ReturnType<typeof idCardsRepository>;
