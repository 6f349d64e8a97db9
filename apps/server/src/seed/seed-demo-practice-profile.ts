// Issue 16 item 2: the demo practice's profile is complete on `npm start` (the Practice page shows no gaps):
// an NPI with a valid check digit, a company tax id (EIN) and the address of its first location. Written after
// the bulk load, with no random draw, so the rest of the demo data stays as it was.
import { sql } from 'drizzle-orm';
import type { SeedDb } from './seed-writer.js';
import { npiFor } from './seed-practices.js';

/** The demo practice's EIN: 9 digits (spec §5), shown only as its last four. */
export const DEMO_PRACTICE_TAX_ID = '741234567';

/** Fills the demo practice's NPI, tax id and address (its first location's). */
export async function seedDemoPracticeProfile(db: SeedDb, practiceId: number): Promise<void> {
  await db.execute(sql`update practices p set npi = ${npiFor(900_000 + practiceId)}, tax_id_type = 'company',
      tax_id = ${DEMO_PRACTICE_TAX_ID}, address_line_1 = l.address_line_1, address_line_2 = l.address_line_2,
      city = l.city, state = l.state, zip = l.zip
    from (select address_line_1, address_line_2, city, state, zip from practice_locations
      where practice_id = ${practiceId} order by id limit 1) l
    where p.id = ${practiceId}`);
}
