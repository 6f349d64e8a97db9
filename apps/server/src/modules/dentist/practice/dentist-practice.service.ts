// Issue 16 item 2 (decision 0029): the practice's profile, locations and dentists. The guard of each call has
// already scoped the caller to one practice; an id of another practice matches no row and is a 404. Locations
// are the rows the member's dentist search reads, so a change shows in Find a Dentist at once.
import {
  ERRORS,
  MSG_REQUIRED,
  MSG_UNKNOWN_ZIP,
  WEEKDAYS,
  maskTaxId,
  type DentistSpeciality,
  type ManagedDentist,
  type ManagedLocation,
  type PracticeDentistInput,
  type PracticeLocationInput,
  type PracticeProfile,
  type PracticeRole,
  type practiceDentistInputSchema,
  type practiceLocationInputSchema,
  type practiceProfileUpdateSchema,
} from '@dental/domain';
import type { z } from 'zod';
import { NotFoundError, ValidationError, appError } from '../../../http/errors.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { PracticeCaller } from '../../../platform/caller.js';
import type { WeeklyHours } from '../../../db/schema/index.js';
import type {
  DentistPracticeRepository,
  DentistRow,
  LocationRow,
  ProfileRow,
  StoredAddress,
} from './dentist-practice.repository.js';
import { zipPlace } from './zip-place.js';

type ProfileInput = z.output<typeof practiceProfileUpdateSchema>;
type LocationInput = z.output<typeof practiceLocationInputSchema>;
type DentistInput = z.output<typeof practiceDentistInputSchema>;
// The input types are named so the client's forms and this service agree on them.
export type { PracticeDentistInput, PracticeLocationInput };

/** The street lines and the zip's city and state; an unknown zip is said on the zip field. */
function addressOf(input: { address_line_1: string; address_line_2?: string | null | undefined; zip: string }) {
  const place = zipPlace(input.zip);
  if (!place) throw new ValidationError({ zip: MSG_UNKNOWN_ZIP });
  const address: StoredAddress = {
    addressLine1: input.address_line_1,
    addressLine2: input.address_line_2 ?? null,
    city: place.city,
    state: place.state,
    zip: input.zip,
  };
  return { address, place };
}

function profileOf(row: ProfileRow, viewerRole: PracticeRole): PracticeProfile {
  return {
    id: row.id,
    name: row.name,
    npi: row.npi,
    tax_id_type: row.taxIdType,
    // The EIN or the owner's SSN is never sent back whole: its last four say which one is on file.
    tax_id_last4: row.taxId ? maskTaxId(row.taxId).slice(-4) : null,
    phone: row.phone,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    network: row.network,
    bank_status: row.bankStatus,
    specialities: row.specialities as DentistSpeciality[],
    viewer_role: viewerRole,
  };
}

/** Stored hours keep open days only (the search reads a missing day as closed); the API says null. */
function storedHours(hours: LocationInput['hours']): WeeklyHours {
  const stored: WeeklyHours = {};
  for (const day of WEEKDAYS) {
    const open = hours[day];
    if (open) stored[day] = { open: open.open, close: open.close };
  }
  return stored;
}

function locationOf(row: LocationRow): ManagedLocation {
  return {
    id: row.id,
    name: row.name,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    hours: Object.fromEntries(WEEKDAYS.map((day) => [day, row.hours[day] ?? null])) as ManagedLocation['hours'],
    accepting_new_patients: row.acceptingNewPatients,
    languages: row.languages,
  };
}

function dentistOf(row: DentistRow): ManagedDentist {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    license_number: row.licenseNumber,
    npi: row.npi,
    // One speciality a dentist (issue 16 item 2); the demo world's dentists have one each.
    speciality: (row.specialities[0] ?? 'general dentist') as DentistSpeciality,
    active: row.active,
  };
}

function locationChange(input: LocationInput) {
  const { address, place } = addressOf(input);
  return {
    name: input.name,
    ...address,
    latitude: place.latitude,
    longitude: place.longitude,
    phone: input.phone,
    hours: storedHours(input.hours),
    acceptingNewPatients: input.accepting_new_patients,
    languages: [...new Set(input.languages)],
  };
}

const dentistChange = (input: DentistInput) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  licenseNumber: input.license_number,
  npi: input.npi,
  speciality: input.speciality,
});

export function dentistPracticeService({ repo }: { repo: DentistPracticeRepository }) {
  async function profile(caller: PracticeCaller): Promise<PracticeProfile> {
    const row = await repo.profile(caller.scope.practiceId);
    if (!row) throw new NotFoundError();
    return profileOf(row, caller.scope.practiceRole);
  }

  return {
    profile,

    async updateProfile(caller: PracticeCaller, input: ProfileInput): Promise<PracticeProfile> {
      const { address } = addressOf(input);
      // A blank tax id keeps the one on file (it is never sent back); the first profile needs one.
      const taxId = input.tax_id ?? (await repo.profile(caller.scope.practiceId))?.taxId ?? null;
      if (!taxId) throw new ValidationError({ tax_id: MSG_REQUIRED });
      await repo.updateProfile(
        caller.scope.practiceId,
        {
          name: input.name,
          npi: input.npi,
          taxIdType: input.tax_id_type,
          taxId,
          phone: input.phone,
          ...address,
        },
        {
          by: caller,
          entry: {
            action: AUDIT_ACTIONS.practiceUpdate,
            outcome: 'success',
            subjectType: 'practice',
            subjectId: caller.scope.practiceId,
            details: { fields: ['name', 'npi', 'tax_id_type', 'tax_id', 'phone', 'address'] },
          },
        },
      );
      return profile(caller);
    },

    async locations(caller: PracticeCaller): Promise<ManagedLocation[]> {
      return (await repo.locations(caller.scope.practiceId)).map(locationOf);
    },

    async addLocation(caller: PracticeCaller, input: LocationInput): Promise<ManagedLocation> {
      return locationOf(await repo.addLocation(caller.scope.practiceId, locationChange(input)));
    },

    async updateLocation(caller: PracticeCaller, id: number, input: LocationInput): Promise<ManagedLocation> {
      const change = locationChange(input);
      const row = await repo.updateLocation(caller.scope.practiceId, id, change);
      if (!row) throw new NotFoundError();
      return locationOf(row);
    },

    /** Issue 26 item 10: removes a location (soft); never the practice's last one; audited. */
    async removeLocation(caller: PracticeCaller, id: number): Promise<{ message: string }> {
      const outcome = await repo.removeLocation(caller.scope.practiceId, id, {
        by: caller,
        entry: {
          action: AUDIT_ACTIONS.practiceLocationRemove,
          outcome: 'success',
          subjectType: 'practice',
          subjectId: caller.scope.practiceId,
          details: { location_id: id },
        },
      });
      if (!outcome) throw new NotFoundError();
      if (outcome === 'last') throw appError(ERRORS.lastLocation);
      return { message: 'Location removed' };
    },

    async dentists(caller: PracticeCaller): Promise<ManagedDentist[]> {
      return (await repo.dentists(caller.scope.practiceId)).map(dentistOf);
    },

    async addDentist(caller: PracticeCaller, input: DentistInput): Promise<ManagedDentist> {
      return dentistOf(await repo.addDentist(caller.scope.practiceId, dentistChange(input)));
    },

    async updateDentist(caller: PracticeCaller, id: number, input: DentistInput): Promise<ManagedDentist> {
      const row = await repo.updateDentist(caller.scope.practiceId, id, dentistChange(input));
      if (!row) throw new NotFoundError();
      return dentistOf(row);
    },

    async removeDentist(caller: PracticeCaller, id: number): Promise<{ outcome: 'deleted' | 'deactivated' }> {
      const outcome = await repo.removeDentist(caller.scope.practiceId, id);
      if (!outcome) throw new NotFoundError();
      return { outcome };
    },
  };
}

export type DentistPracticeService = ReturnType<typeof dentistPracticeService>;
