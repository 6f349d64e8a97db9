// The people whose ID cards the caller may fetch (STYLE: only repositories use Drizzle).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';

export function idCardsRepository(db: Database) {
  return {
    /** The caller's own patient first, then the other people of the household (one statement). */
    async householdPatients(userId: number): Promise<{ id: number; is_self: boolean }[]> {
      const result = await db.execute<{ id: number; is_self: boolean }>(sql`select p.id, p.id = me.id as is_self
        from patients me
        join patients p on p.household_id = me.household_id
        where me.user_id = ${userId}
        order by p.id = me.id desc, p.relationship, p.date_of_birth, p.id`);
      return result.rows;
    },
  };
}
export type IdCardsRepository = ReturnType<typeof idCardsRepository>;
