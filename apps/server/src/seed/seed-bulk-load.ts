// A large load the way PostgreSQL's "Populating a Database" advises: foreign keys dropped while the rows go
// in and added back afterwards, when each is checked in one pass over its table instead of one lookup per
// row; and the appointment totals trigger off, because the generator writes each appointment's totals with
// its row (the trigger would rewrite every appointment row once more). At 20,000 households the row-by-row
// checks and the trigger were two thirds of the load time (35.6 s against 12.2 s without either).
//
// Everything here runs inside the load's transaction: DDL is transactional in PostgreSQL, so a failed load
// rolls back with the constraints and the trigger as they were, and a committed one has them all again,
// each foreign key validated against every row loaded. It needs the tables' owner (the migrator), not a
// superuser, and holds the tables' locks until the load commits; it is only used on an empty database.
import { sql } from 'drizzle-orm';
import { rowsOf, type SeedDb } from './seed-writer.js';

/** The statement trigger of migration 0009 that keeps appointments.{billed,plan,member}_cents. */
const TOTALS_TRIGGER = 'appointment_lines_totals_insert';
/** Migration 0024's triggers on appointments that keep practice_visit_days at the commit. */
const DAY_ROW_TRIGGERS = ['appointments_visit_days', 'appointments_visit_days_update'];

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

async function foreignKeys(db: SeedDb): Promise<ForeignKey[]> {
  const rows = rowsOf(
    await db.execute(sql`select conrelid::regclass::text as "table", conname as "name", pg_get_constraintdef(oid) as "definition"
      from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace order by conrelid::regclass::text, conname`),
  );
  return rows.map((row) => ({ table: String(row.table), name: String(row.name), definition: String(row.definition) }));
}

/**
 * Runs `load` with the foreign keys of the current schema dropped and the totals and day-row triggers disabled,
 * then puts them back and rebuilds the day rows from every appointment. `load` must write appointments with
 * their totals, and rows that satisfy every foreign key.
 */
export async function bulkLoad<T>(db: SeedDb, load: () => Promise<T>): Promise<T> {
  const keys = await foreignKeys(db);
  for (const key of keys)
    await db.execute(sql`alter table ${sql.raw(key.table)} drop constraint ${sql.identifier(key.name)}`);
  await db.execute(sql`alter table appointment_lines disable trigger ${sql.identifier(TOTALS_TRIGGER)}`);
  for (const name of DAY_ROW_TRIGGERS)
    await db.execute(sql`alter table appointments disable trigger ${sql.identifier(name)}`);
  const result = await load();
  await db.execute(sql`alter table appointment_lines enable trigger ${sql.identifier(TOTALS_TRIGGER)}`);
  for (const name of DAY_ROW_TRIGGERS)
    await db.execute(sql`alter table appointments enable trigger ${sql.identifier(name)}`);
  await db.execute(sql`select practice_visit_days_rebuild()`);
  // Parents first is not needed: a foreign key's check reads only its two tables, all loaded by now.
  for (const key of keys) {
    await db.execute(
      sql`alter table ${sql.raw(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
    );
  }
  return result;
}
