// Issue 16 item 2: the queries of the practice's profile, locations and dentists (STYLE: only repositories use
// Drizzle). Every statement is scoped by the caller's practice id, so another practice's id matches no row.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BusinessTaxIdType, DentistSpeciality } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { appointments, dentists, practiceLocations, practices, type WeeklyHours } from '../../../db/schema/index.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';

/** PostgreSQL's foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

/** The PostgreSQL code of an error (Drizzle wraps the driver's error: the code is on its cause). */
function pgCodeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export type ProfileRow = typeof practices.$inferSelect;
export type LocationRow = typeof practiceLocations.$inferSelect;
export type DentistRow = typeof dentists.$inferSelect;

/** A stored address: street lines, and the city, state and zip the zip data gave. */
export interface StoredAddress {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface ProfileChange extends StoredAddress {
  name: string;
  npi: string;
  taxIdType: BusinessTaxIdType;
  taxId: string;
  phone: string;
}

export interface LocationChange extends StoredAddress {
  name: string;
  latitude: number;
  longitude: number;
  phone: string;
  hours: WeeklyHours;
  acceptingNewPatients: boolean;
  languages: string[];
}

export interface DentistChange {
  firstName: string;
  lastName: string;
  licenseNumber: string;
  npi: string;
  speciality: DentistSpeciality;
}

export function dentistPracticeRepository(db: Database) {
  return {
    async profile(practiceId: number): Promise<ProfileRow | null> {
      const [row] = await db.select().from(practices).where(eq(practices.id, practiceId));
      return row ?? null;
    },

    /** Writes the profile and its audit row together. */
    async updateProfile(
      practiceId: number,
      change: ProfileChange,
      audit: { by: AuditBy; entry: AuditEntry },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(practices)
          .set({ ...change, updatedAt: sql`now()` })
          .where(eq(practices.id, practiceId));
        await writeAudit(tx, audit.by, audit.entry);
      });
    },

    locations(practiceId: number): Promise<LocationRow[]> {
      return db
        .select()
        .from(practiceLocations)
        .where(and(eq(practiceLocations.practiceId, practiceId), isNull(practiceLocations.removedAt)))
        .orderBy(asc(practiceLocations.id));
    },

    /** The new location; its network is copied from the practice by the trigger of migration 0008. */
    async addLocation(practiceId: number, change: LocationChange): Promise<LocationRow> {
      const [network] = await db
        .select({ network: practices.network })
        .from(practices)
        .where(eq(practices.id, practiceId));
      const [row] = await db
        .insert(practiceLocations)
        .values({ practiceId, network: network!.network, ...change })
        .returning();
      return row!;
    },

    /** The changed location, or null when the id is not one of this practice's (or was removed). */
    async updateLocation(practiceId: number, id: number, change: LocationChange): Promise<LocationRow | null> {
      const [row] = await db
        .update(practiceLocations)
        .set(change)
        .where(
          and(
            eq(practiceLocations.id, id),
            eq(practiceLocations.practiceId, practiceId),
            isNull(practiceLocations.removedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Issue 26 item 10: removes a location (soft: visits and estimates keep naming it) with its audit row.
     * 'removed' (also when it already was: idempotent, audited once), 'last' when it is the practice's only
     * location left, null when the id is not one of this practice's. The practice's locations are locked, so two
     * removals at once cannot leave it none.
     */
    async removeLocation(
      practiceId: number,
      id: number,
      audit: { by: AuditBy; entry: AuditEntry },
    ): Promise<'removed' | 'last' | null> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: practiceLocations.id, removedAt: practiceLocations.removedAt })
          .from(practiceLocations)
          .where(eq(practiceLocations.practiceId, practiceId))
          .orderBy(asc(practiceLocations.id))
          .for('update');
        const found = rows.find((row) => row.id === id);
        if (!found) return null;
        if (found.removedAt !== null) return 'removed';
        if (rows.filter((row) => row.removedAt === null).length <= 1) return 'last';
        await tx
          .update(practiceLocations)
          .set({ removedAt: sql`now()` })
          .where(eq(practiceLocations.id, id));
        await writeAudit(tx, audit.by, audit.entry);
        return 'removed';
      });
    },

    dentists(practiceId: number): Promise<DentistRow[]> {
      return db
        .select()
        .from(dentists)
        .where(eq(dentists.practiceId, practiceId))
        .orderBy(asc(dentists.lastName), asc(dentists.firstName), asc(dentists.id));
    },

    async addDentist(practiceId: number, change: DentistChange): Promise<DentistRow> {
      const { speciality, ...rest } = change;
      const [row] = await db
        .insert(dentists)
        .values({ practiceId, ...rest, specialities: [speciality] })
        .returning();
      return row!;
    },

    /** The changed dentist (reactivated: editing a removed dentist brings them back), or null. */
    async updateDentist(practiceId: number, id: number, change: DentistChange): Promise<DentistRow | null> {
      const { speciality, ...rest } = change;
      const [row] = await db
        .update(dentists)
        .set({ ...rest, specialities: [speciality], active: true })
        .where(and(eq(dentists.id, id), eq(dentists.practiceId, practiceId)))
        .returning();
      return row ?? null;
    },

    /**
     * Deletes the dentist, or deactivates them when visits name them (their history stays readable); null when
     * the id is not one of this practice's. One transaction, the dentist row locked, so a visit saved meanwhile
     * cannot lose its dentist.
     */
    async removeDentist(practiceId: number, id: number): Promise<'deleted' | 'deactivated' | null> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: dentists.id })
          .from(dentists)
          .where(and(eq(dentists.id, id), eq(dentists.practiceId, practiceId)))
          .for('update');
        if (!found) return null;
        const [named] = await tx
          .select({ id: appointments.id })
          .from(appointments)
          .where(eq(appointments.dentistId, id))
          .limit(1);
        if (!named) {
          try {
            // A savepoint: any other row that names the dentist (a foreign key) keeps them, deactivated.
            await tx.transaction((sp) => sp.delete(dentists).where(eq(dentists.id, id)));
            return 'deleted';
          } catch (error) {
            if (pgCodeOf(error) !== FOREIGN_KEY_VIOLATION) throw error;
          }
        }
        await tx.update(dentists).set({ active: false }).where(eq(dentists.id, id));
        return 'deactivated';
      });
    },
  };
}

export type DentistPracticeRepository = ReturnType<typeof dentistPracticeRepository>;
