// Issue 16 item 6 (decision 0030): the demo world's practices know the patients they saw, as migration 0019
// backfills them from existing visits (the seed writes visits after the migrations ran).
import { sql } from 'drizzle-orm';
import type { SeedDb } from './seed-writer.js';

/** One practice_patients row per practice and patient of the seeded visits. */
export async function seedPracticePatients(db: SeedDb): Promise<void> {
  await db.execute(sql`insert into practice_patients (practice_id, patient_id, first_seen_at, last_visit_date)
    select practice_id, patient_id, min(created_at), max(appointment_date) from appointments
    group by practice_id, patient_id
    on conflict (practice_id, patient_id) do update set
      last_visit_date = greatest(practice_patients.last_visit_date, excluded.last_visit_date)`);
}
